import type { ElementJSON } from '../../../shared/src/schema/types';
import type { LampPointFields, LegendType } from '../../../shared/src/schema/elements/lighting';
import type { GatewayRow } from '../../../shared/src/schema/elements/gateway-table';
import { flaggedCount } from '../../../shared/src/lighting/system-page';

// Lighting elements in words and numbers for the editor: the number a new lamp gets and what
// the element list calls each lighting kind (a canvas says nothing to a screen reader). Pure:
// the translation function is passed in, so tests run against the real catalogues.

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The number a new lamp of `type` gets on a page: the smallest one no lamp of that type uses,
 * so numbers freed by deleting a lamp are given out again before the list grows.
 */
export function nextLampNumber(items: readonly ElementJSON[], type: string): number {
  const used = new Set(items.filter((el) => el.tag === 'lamp-point' && el.type === type).map((el) => Number(el.number)));
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

/** One row of a legend: what the entry shows and how many elements it stands for. */
export interface LegendEntry {
  label: string;
  count: number;
}

/** A lamp's legend label: its own name, or its type's name when it has none. */
const lampLabel = (el: ElementJSON, t: T) => (typeof el.name === 'string' && el.name.trim() ? el.name.trim() : t(`lighting.lampType.${String(el.type)}`));

/**
 * The entries a legend of `type` shows, in the order their first element sits on the page.
 * Lamps are one entry per type, name and colour (two colours of downlight are two luminaires in
 * a schedule); the other kinds are one entry per type, level or value.
 */
export function legendEntries(items: readonly ElementJSON[], type: LegendType, t: T): LegendEntry[] {
  const entries = new Map<string, LegendEntry>();
  for (const el of items) {
    if (el.tag !== type) continue;
    let key: string;
    let label: string;
    if (type === 'lamp-point') {
      label = lampLabel(el, t);
      key = JSON.stringify([el.type, label, String(el.color).toLowerCase()]);
    } else if (type === 'activity-line') {
      key = String(el.type);
      label = t(`lighting.activityLineType.${key}`);
    } else if (type === 'activity-range') {
      key = String(el.level);
      label = t(`lighting.activityLevel.${key}`);
    } else {
      key = String(el.name);
      label = key;
    }
    const entry = entries.get(key);
    if (entry) entry.count++;
    else entries.set(key, { label, count: 1 });
  }
  return [...entries.values()];
}

/**
 * A lighting element in words (the element list), or null for other kinds. `list` joins words
 * the way the reader's language does (Intl.ListFormat in the app).
 */
export function lightingName(el: ElementJSON, items: readonly ElementJSON[], t: T, list: (words: string[]) => string): string | null {
  const kind = t(`lighting.kind.${el.tag}`);
  const labelled = (value: string) => t('common.labelled', { label: kind, value });
  switch (el.tag) {
    case 'lamp-point': {
      const f = el as ElementJSON & LampPointFields;
      return t('lighting.lampNumbered', { type: t(`lighting.lampType.${f.type}`), n: f.number });
    }
    case 'lamp-spot':
      return labelled(t(`lighting.spotType.${String(el.type)}`));
    case 'ill-range':
    case 'cct-range':
      return typeof el.name === 'string' && el.name ? labelled(el.name) : kind;
    case 'activity-line':
      return t(`lighting.activityLineType.${String(el.type)}`);
    case 'activity-range':
      return labelled(t(`lighting.activityLevel.${String(el.level)}`));
    case 'legend': {
      const type = String(el.type) as LegendType;
      const entries = legendEntries(items, type, t);
      const title = t(`lighting.legendTitle.${type}`);
      if (entries.length === 0) return t('common.labelled', { label: title, value: t(`lighting.legendEmpty.${type}`) });
      const words = entries.map((e) => (el.showCount === true ? t('lighting.counted', { name: e.label, n: e.count }) : e.label));
      return t('common.labelled', { label: title, value: list(words) });
    }
    case 'gateway-table': {
      const n = flaggedCount(Array.isArray(el.spaces) ? (el.spaces as GatewayRow[]) : []);
      const label = t('lighting.lightingUi.system.table');
      return t('common.labelled', { label, value: n > 0 ? t('lighting.lightingUi.system.flaggedCount', { n }) : t('lighting.lightingUi.system.allFit') });
    }
    default:
      return null;
  }
}
