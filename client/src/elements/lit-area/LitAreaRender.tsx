import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Line, Rect, Text } from '../../render/konva';
import { LX_MARKS, lxPosition } from '../../../../shared/src/planning/lx-scale';
import { referencesFor } from '../../../../shared/src/planning/space-illuminance';
import { spacesWithScenes, type LitAreaFields } from '../../../../shared/src/schema/elements/lit-area';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import { num } from '../lighting-controls';
import type { RenderProps } from '../registry';
import { barBand, litAreaLayout, lxX } from './lit-area-layout';

/** one line of the chart's words (one font, never wrapped: a long one ends in …) */
const text = (props: ComponentProps<typeof Text>) => <Text fontFamily={DEFAULT_FONT_FAMILY} wrap="none" ellipsis listening={false} {...props} />;

/** The chart's colours: the bars amber (light), the standard's marks blue so they never read as a scene. */
const LIT_AREA_COLOURS = { paper: '#ffffff', ink: '#1f2430', muted: '#5c5f66', grid: '#e9ecef', rule: '#dee2e6', bar: '#f59f00', reference: '#1864ab' } as const;
const C = LIT_AREA_COLOURS;

/**
 * The space-illuminance chart: each space a header line over one bar per scene, the bar's length
 * on the lx scale of spec 002 §9 (its twelve marks evenly spaced on the axis below, faint lines
 * up through the bars), the scene's name before it and its lx after it. The space's reference
 * illuminance from GB 50034-2013 is a dashed blue line through its bars at each value, and the
 * header says the value and the standard with its year, so a scene below it shows at a glance.
 */
export function LitAreaRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const f = el as typeof el & Partial<LitAreaFields>;
  const spaces = spacesWithScenes({ spaces: Array.isArray(f.spaces) ? f.spaces : [], scenes: Array.isArray(f.scenes) ? f.scenes : [] });
  const L = litAreaLayout(el.width, el.height, spaces, num(f.fontSize, 20));
  const fs = L.fontSize;
  const rh = L.rowHeight;
  const band = barBand(L);
  const inner = Math.max(1, el.width - 2 * L.pad);
  const plotTop = L.groups[0]?.y ?? L.axisY;
  const showReference = f.showReference !== false;
  return (
    <>
      <Rect width={el.width} height={el.height} fill={C.paper} stroke={C.rule} strokeWidth={1} cornerRadius={Math.min(12, L.pad)} listening={false} />
      {text({ x: L.pad, y: L.pad, width: inner, text: t('litArea.title'), fontSize: L.titleSize, fontStyle: 'bold', fill: C.ink })}
      {LX_MARKS.map((mark) => {
        const x = lxX(L, mark);
        return (
          <Group key={mark} listening={false}>
            <Line points={[x, plotTop, x, L.axisY]} stroke={C.grid} strokeWidth={1} />
            <Line points={[x, L.axisY, x, L.axisY + fs * 0.35]} stroke={C.muted} strokeWidth={1} />
            {text({ x: x - fs * 2, y: L.axisY + fs * 0.5, width: fs * 4, text: String(mark), fontSize: fs * 0.9, fill: C.muted, align: 'center' })}
          </Group>
        );
      })}
      <Line points={[L.barX, L.axisY, L.barX + L.barWidth, L.axisY]} stroke={C.muted} strokeWidth={1} listening={false} />
      {text({ x: L.pad, y: L.axisY + fs * 0.5, width: L.barX - L.pad - fs * 1.2, text: t('litArea.axis'), fontSize: fs * 0.9, fill: C.muted, align: 'right' })}
      {L.groups.map((g) => {
        const refs = showReference ? referencesFor(g.space.type) : { values: [], byAnalogy: false };
        const source = refs.values[0]?.source.standard ?? '';
        const refWords =
          refs.values.length === 0
            ? ''
            : t(refs.byAnalogy ? 'planning.referenceByAnalogy' : 'planning.reference', { lx: refs.values.map((r) => r.lx).join(' / '), source, room: refs.values[0]!.room });
        return (
          <Group key={g.space.id} listening={false}>
            {text({ x: L.pad, y: g.y, width: inner * 0.4, height: rh, text: g.space.name, fontSize: fs * 1.05, fontStyle: 'bold', fill: C.ink, verticalAlign: 'middle' })}
            {refWords && text({ x: L.pad + inner * 0.4, y: g.y, width: inner * 0.6, height: rh, text: `┊ ${refWords}`, fontSize: fs * 0.9, fill: C.reference, align: 'right', verticalAlign: 'middle' })}
            {g.rows.map(({ y, scene }) => {
              if (!scene) return <Group key="none">{text({ x: L.nameX, y, width: L.nameWidth + L.barWidth, height: rh, text: t('litArea.noScenes'), fontSize: fs * 0.85, fill: C.muted, verticalAlign: 'middle' })}</Group>;
              // a bar as long as its lx on the scale; at the bottom of the scale a sliver, so a 0 lx scene still shows a bar
              const length = Math.max(2, lxPosition(scene.lx) * L.barWidth);
              return (
                <Group key={scene.id}>
                  {text({ x: L.nameX, y, width: L.nameWidth, height: rh, text: scene.name, fontSize: fs, fill: C.ink, verticalAlign: 'middle' })}
                  <Rect x={L.barX} y={y + band.top} width={length} height={band.height} fill={C.bar} cornerRadius={Math.min(4, band.height / 3)} />
                </Group>
              );
            })}
            {/* the reference over the bars (a bar past it still shows where it is), under the lx values */}
            {refs.values.map((r) => {
              const x = lxX(L, r.lx);
              return <Line key={r.id} points={[x, g.y + rh * 0.85, x, g.bottom]} stroke={C.reference} strokeWidth={Math.max(1.5, fs * 0.1)} dash={[fs * 0.4, fs * 0.25]} />;
            })}
            {g.rows.map(({ y, scene }) =>
              scene ? <Group key={`lx-${scene.id}`}>{text({ x: L.barX + Math.max(2, lxPosition(scene.lx) * L.barWidth) + fs * 0.3, y, width: fs * 4, height: rh, text: t('litArea.lx', { lx: scene.lx }), fontSize: fs * 0.9, fill: C.ink, verticalAlign: 'middle' })}</Group> : null,
            )}
          </Group>
        );
      })}
    </>
  );
}
