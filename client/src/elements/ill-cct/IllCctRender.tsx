import { useTranslation } from 'react-i18next';
import { Circle, Group, Line, Rect } from '../../render/konva';
import { CCT_MARKS } from '../../../../shared/src/planning/cct-axis';
import type { LitIllCctFields } from '../../../../shared/src/schema/elements/lit-ill-cct';
import { ChartCard, chartText, estimatedTextWidth, LxMarks } from '../lx-chart-parts';
import type { RenderProps } from '../registry';
import { dotColour, GRID, INK, MUTED, PAPER, tintStops } from './ill-cct-colours';
import { cctX, illCctLayout, lxY, placeLabels } from './ill-cct-layout';
import { modesOf } from './ill-cct-modes';


/**
 * The illuminance / colour-temperature mode chart (spec 002 §9): colour temperature across on
 * the 1750-10000 K axis (its printed marks evenly spaced, the background tinted amber to blue as
 * the light would look), illuminance up on the lx scale, and each mode a dot at its lx and K,
 * labelled with its name and both values so that the colour is never the only way to read it.
 */
export function IllCctRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const f = el as typeof el & Partial<LitIllCctFields>;
  const hasTitle = f.hideTitle !== true;
  const L = illCctLayout(el.width, el.height, hasTitle, typeof f.fontSize === 'number' ? f.fontSize : 20);
  const { pad, fontSize: fs, plot: P } = L;
  const plotW = P.right - P.left;
  const plotH = P.bottom - P.top;
  const labelSize = fs * 0.75;
  const modes = modesOf(f.modes);
  const words = modes.map((m) => t('planning.illCct.dot', { name: m.name, lx: m.lx, cct: m.cct }));
  const dots = modes.map((m, i) => ({ x: cctX(L, m.cct), y: lxY(L, m.lx), width: estimatedTextWidth(words[i]!, labelSize) + labelSize * 0.6, height: labelSize * 1.5 }));
  const labels = placeLabels(L, dots);
  return (
    <>
      <ChartCard width={el.width} height={el.height} pad={pad} title={hasTitle ? t('planning.illCct.title') : undefined} titleSize={L.titleSize} />
      <Rect x={P.left} y={P.top} width={plotW} height={plotH} fillLinearGradientStartPoint={{ x: 0, y: 0 }} fillLinearGradientEndPoint={{ x: plotW, y: 0 }} fillLinearGradientColorStops={tintStops()} listening={false} />
      <Group listening={false}>
        {CCT_MARKS.map((k) => {
          const x = cctX(L, k);
          return (
            <Group key={`k${k}`}>
              <Line points={[x, P.top, x, P.bottom + fs * 0.3]} stroke={GRID} strokeWidth={1} />
              {chartText({ x: x - fs * 2.5, y: P.bottom + fs * 0.45, width: fs * 5, text: String(k), fontSize: fs * 0.85, fill: MUTED, align: 'center' })}
            </Group>
          );
        })}
        <LxMarks left={P.left} right={P.right} fontSize={fs} y={(lx) => lxY(L, lx)} />
        <Rect x={P.left} y={P.top} width={plotW} height={plotH} stroke={INK} strokeWidth={1} />
        {chartText({ x: P.left, y: P.bottom + fs * 1.7, width: plotW, text: t('planning.illCct.cctAxis'), fontSize: fs * 0.9, fill: INK, align: 'center' })}
        {/* turned a quarter left: the text runs bottom to top along the lx scale */}
        {chartText({ x: pad, y: P.bottom, width: plotH, text: t('planning.illCct.lxAxis'), fontSize: fs * 0.9, fill: INK, align: 'center', rotation: -90 })}
      </Group>
      {modes.map((m, i) => (
        <Group key={m.id} listening={false}>
          <Rect {...labels[i]!} fill={PAPER} opacity={0.85} cornerRadius={labelSize * 0.3} />
          {chartText({ x: labels[i]!.x, y: labels[i]!.y + labelSize * 0.25, width: labels[i]!.width, text: words[i]!, fontSize: labelSize, fill: INK, align: 'center' })}
          <Circle x={dots[i]!.x} y={dots[i]!.y} radius={L.dotRadius} fill={dotColour(m.cct)} stroke={INK} strokeWidth={Math.max(1.5, fs * 0.1)} />
        </Group>
      ))}
    </>
  );
}
