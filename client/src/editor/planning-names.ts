import { glareLimit, ugrOfLevel } from '../../../shared/src/planning/glare';
import { tableDefOf } from '../../../shared/src/planning/tables';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { litAreaName } from './lit-area-name';
import { modesOf } from '../elements/ill-cct/ill-cct-modes';
import { visionItemsOf } from '../elements/vision/vision-items';

// Issue 11's planning tables and charts in words, for the element list (a canvas says nothing
// to a screen reader). Pure: the translation function is passed in, so tests run against the
// real catalogues.

type T = (key: string, options?: Record<string, unknown>) => string;

/** A planning element in words, or null for other kinds. */
export function planningName(el: ElementJSON, t: T): string | null {
  switch (el.tag) {
    case 'glare': {
      // the level as the chart draws it (clamped), then the reference limit when there is one
      const ugr = ugrOfLevel(el.level);
      const value = t('glare.named', { ugr, name: t(`glare.level.${ugr}`) });
      const limit = glareLimit(el.space);
      const words = limit ? t('glare.withLimit', { value, limit: t('glare.limit', { standard: limit.standard, space: t(`glare.space.${String(el.space)}`), ugr: limit.ugr }) }) : value;
      return t('common.labelled', { label: t('glare.kind'), value: words });
    }
    case 'lit-area':
      return litAreaName(el, t);
    case 'lit-ill-cct': {
      // every mode with its values: the dots' labels, said in one line
      const modes = modesOf(el.modes);
      const items = modes.map((m) => t('planning.illCct.dot', { name: m.name, lx: m.lx, cct: m.cct })).join(t('planning.illCct.sep'));
      const value = modes.length === 0 ? t('planning.illCct.empty') : t('planning.illCct.named', { count: modes.length, items });
      return t('common.labelled', { label: t('planning.kind.lit-ill-cct'), value });
    }
    case 'lit-vision': {
      // every activity along the walk with its lx, as the bars' labels say it
      const items = visionItemsOf(el.items);
      const words = items.map((i) => t('planning.vision.item', { name: i.name, lx: i.lx })).join(t('planning.vision.sep'));
      const value = items.length === 0 ? t('planning.vision.empty') : t('planning.vision.named', { count: items.length, items: words });
      return t('common.labelled', { label: t('planning.kind.lit-vision'), value });
    }
    default: {
      // a planning table: its name and rows (the first cell of each: who, or which space)
      const def = tableDefOf(el.tag);
      if (!def) return null;
      const rows = Array.isArray(el.rows) ? (el.rows as Record<string, unknown>[]) : [];
      const firsts = rows.map((r) => r[def.columns[0]!.key]).filter((v): v is string => typeof v === 'string' && v !== '');
      const value = def.form ? firsts.join('') || t('planningTable.unset') : `${t('planningTable.named', { rows: rows.length })}${firsts.length ? ` · ${firsts.join(t('planning.illCct.sep'))}` : ''}`;
      return t('common.labelled', { label: t(`planningTable.kind.${el.tag}`), value });
    }
  }
}
