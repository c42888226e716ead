import type { ElementJSON } from '../../../shared/src/schema/types';
import type { LampPointFields, LegendType } from '../../../shared/src/schema/elements/lighting';
import { legendEntries as orderedEntries } from '../../../shared/src/lighting/legend';
import { nextNumber } from '../../../shared/src/lighting/renumber';
import { legendEntryName } from '../elements/legend/entry-name';
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
  return nextNumber(
    type,
    items.filter((el) => el.tag === 'lamp-point').map((el) => ({ type: String(el.type), number: Number(el.number) })),
  );
}

/** One row of a legend in words: what the entry shows and how many elements it stands for. */
export interface LegendEntryWords {
  label: string;
  count: number;
}

/** The entries a legend of `type` shows, in the legend's own order (spec 001 §3), in words. */
export function legendEntries(items: readonly ElementJSON[], type: LegendType, t: T): LegendEntryWords[] {
  return orderedEntries(type, items).map((e) => ({ label: legendEntryName(type, e, t), count: e.count }));
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
    case 'space':
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
