import type { ElementJSON } from '../../../shared/src/schema/types';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * A space-illuminance chart in words for the element list: its spaces in the drawn order and
 * how many scenes they hold (空间照度：客厅、餐厅、卧室，共8个场景). Each scene's lx is left to
 * the inspector: twelve spaces of scenes read aloud would be a paragraph, not a name.
 */
export function litAreaName(el: ElementJSON, t: T): string {
  const spaces = Array.isArray(el.spaces) ? (el.spaces as { name?: unknown }[]) : [];
  const scenes = Array.isArray(el.scenes) ? el.scenes.length : 0;
  const names = spaces.map((s) => String(s.name ?? '')).filter((n) => n !== '');
  const value = names.length === 0 ? t('litArea.noSpaces') : t('litArea.named', { spaces: names.join(t('common.listSeparator')), scenes });
  return t('common.labelled', { label: t('planning.kind.lit-area'), value });
}
