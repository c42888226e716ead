import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Line, Rect, Text } from '../../render/konva';
import { legendEntries, legendSignature, type LegendEntry } from '../../../../shared/src/lighting/legend';
import type { LampType, LegendFields } from '../../../../shared/src/schema/elements/lighting';
import { LampSymbol } from '../lamp-point/LampSymbol';
import type { RenderProps } from '../registry';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { DASH } from '../shape/ShapeRender';
import { legendEntryName } from './entry-name';

/** A legend: its title, then one row per distinct lamp, line, area or value on the page. */
const NO_ITEMS: readonly ElementJSON[] = [];

export function LegendRender({ el, page }: RenderProps) {
  const { t } = useTranslation();
  const s = el as typeof el & LegendFields;
  const items = page ?? NO_ITEMS;
  const signature = legendSignature(s.type, items);
  // recounted only when an entry's type, name or colour changes, not while elements are dragged
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for `items`
  const entries = useMemo(() => legendEntries(s.type, items), [s.type, signature]);
  const fs = Math.max(8, s.fontSize);
  const row = Math.round(fs * 1.7);
  const top = Math.round(fs * 1.4 * 1.6);
  const rows = Math.max(1, s.perColumn);
  const columns = Math.max(1, Math.ceil(entries.length / rows));
  const colWidth = el.width / columns;
  const title = <Text text={t(`lighting.legendTitle.${s.type}`)} fontSize={Math.round(fs * 1.4)} fontStyle="bold" fill={s.color} width={el.width} wrap="none" ellipsis listening={false} />;
  if (entries.length === 0) {
    return (
      <>
        {title}
        <Text y={top} text={t(`lighting.legendEmpty.${s.type}`)} fontSize={fs} fill={s.color} opacity={0.6} width={el.width} wrap="none" ellipsis listening={false} />
      </>
    );
  }
  const nameOf = (e: LegendEntry) => legendEntryName(s.type, e, t);
  const sw = Math.round(fs * 1.2);
  return (
    <>
      {title}
      {entries.map((e, i) => {
        const x = Math.floor(i / rows) * colWidth;
        const y = top + (i % rows) * row;
        const name = nameOf(e);
        return (
          <Group key={e.key} x={x} y={y} listening={false}>
            <Swatch type={s.type} entry={e} size={sw} />
            <Text x={sw + fs * 0.5} y={(sw - fs) / 2} text={s.showCount ? t('lighting.counted', { name, n: e.count }) : name} fontSize={fs} fill={s.color} width={Math.max(1, colWidth - sw - fs)} wrap="none" ellipsis listening={false} />
          </Group>
        );
      })}
    </>
  );
}

/**
 * What an entry looks like on the plan, small: the lamp's symbol, a bit of the line, a patch of
 * the area. Memoised on the entry (the same object while the page's entries stay the same), so
 * a legend re-rendered for an unrelated edit hands Konva no new props and no redraw.
 */
const Swatch = memo(function Swatch({ type, entry, size }: { type: LegendFields['type']; entry: LegendEntry; size: number }) {
  if (type === 'lamp-point') return <LampSymbol type={entry.type as LampType} color={entry.color} size={size} x={size / 2} y={size / 2} />;
  if (type === 'activity-line') {
    return <Line points={[0, size / 2, size, size / 2]} stroke={entry.color} strokeWidth={3} dash={entry.type === 'night' ? DASH.map((d) => d / 2) : undefined} listening={false} />;
  }
  const opacity = type === 'activity-range' ? 0.6 : 1;
  return <Rect width={size} height={size} fill={entry.color} opacity={opacity} stroke="#5c5f66" strokeWidth={0.5} cornerRadius={2} listening={false} />;
});
