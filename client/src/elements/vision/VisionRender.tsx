import { useTranslation } from 'react-i18next';
import { Arrow, Group, Line, Rect } from '../../render/konva';
import { bandKey, CONTRAST_BANDS, focalContrast, ratioText } from '../../../../shared/src/planning/vision-contrast';
import { ARROW_WIDTH } from '../../../../shared/src/planning/vision';
import type { LitVisionFields } from '../../../../shared/src/schema/elements/lit-vision';
import { ChartCard, chartText, estimatedTextWidth, LxMarks } from '../lx-chart-parts';
import type { RenderProps } from '../registry';
import { AMBIENT, ARROW, BAND_FILL, BAR, GRID, INK, MUTED, PAPER, PLOT } from './vision-colours';
import { visionItemsOf } from './vision-items';
import { arrowPoints, lxY, nameWidths, rowStarts, visionLayout, walkX } from './vision-layout';

/**
 * The visual-interest chart (spec 002 §3, §9): the activities met along a walk through the space,
 * left to right at their place along it, each a bar up to its illuminance on the lx scale (the
 * same scale as the space-illuminance chart) with its lx above and its name below, and the
 * arrow of the way one looks or moves there in a row of its own. Above the plot, the contrast of
 * the brightest activity against the dimmest lit one (the surround, a dashed line across) with
 * its band's words; below, the seven bands, the chart's own filled.
 */
export function VisionRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const f = el as typeof el & Partial<LitVisionFields>;
  const hasTitle = f.hideTitle !== true;
  const L = visionLayout(el.width, el.height, hasTitle, typeof f.fontSize === 'number' ? f.fontSize : 20);
  const { pad, fontSize: fs, plot: P } = L;
  const plotW = P.right - P.left;
  const plotH = P.bottom - P.top;
  const items = visionItemsOf(f.items);
  const xs = items.map((i) => walkX(L, i.left));
  const widths = nameWidths(L, xs);
  const contrast = focalContrast(items);
  const small = fs * 0.75;
  const contrastWords = contrast
    ? t('planning.vision.contrast', {
        ratio: ratioText(contrast.ratio),
        band: t(`planning.vision.band.${bandKey(contrast.band)}`),
        focus: contrast.focus.name,
        focusLx: contrast.focus.lx,
        ambient: contrast.ambient.name,
        ambientLx: contrast.ambient.lx,
      })
    : t('planning.vision.noContrast');
  // the legend: its heading, then a chip per band; its words shrink if the box is too narrow for them
  const chips = CONTRAST_BANDS.map((b) => `${b}:1 ${t(`planning.vision.band.${bandKey(b)}`)}`);
  const heading = t('planning.vision.legend');
  const natural = estimatedTextWidth(heading, small) + small + chips.reduce((w, c) => w + estimatedTextWidth(c, small) + small * 1.4, 0);
  const ls = small * Math.min(1, (el.width - 2 * pad) / natural);
  const chipWidths = chips.map((words) => estimatedTextWidth(words, ls) + ls * 0.8);
  const starts = rowStarts(chipWidths, pad + estimatedTextWidth(heading, ls) + ls, ls * 0.6);
  const legend = chips.map((words, i) => ({ x: starts[i]!, width: chipWidths[i]!, words, on: contrast?.band === CONTRAST_BANDS[i] }));
  return (
    <>
      <ChartCard width={el.width} height={el.height} pad={pad} title={hasTitle ? t('planning.vision.title') : undefined} titleSize={L.titleSize} />
      {chartText({ x: pad, y: L.contrastY, width: Math.max(1, el.width - 2 * pad), text: contrastWords, fontSize: fs * 0.9, fill: INK, ellipsis: true })}
      <Group listening={false}>
        <Rect x={P.left} y={P.top} width={plotW} height={plotH} fill={PLOT} />
        <LxMarks left={P.left} right={P.right} fontSize={fs} y={(lx) => lxY(L, lx)} />
        <Rect x={P.left} y={P.top} width={plotW} height={plotH} stroke={INK} strokeWidth={1} />
        {/* turned a quarter left: the text runs bottom to top along the lx scale */}
        {chartText({ x: pad, y: P.bottom, width: plotH, text: t('planning.vision.lxAxis'), fontSize: fs * 0.9, fill: INK, align: 'center', rotation: -90 })}
        {contrast && <Line points={[P.left, lxY(L, contrast.ambient.lx), P.right, lxY(L, contrast.ambient.lx)]} stroke={MUTED} strokeWidth={Math.max(1, fs * 0.06)} dash={[fs * 0.4, fs * 0.3]} />}
      </Group>
      {items.map((item, i) => {
        const x = xs[i]!;
        const top = lxY(L, item.lx);
        const bw = L.barWidth;
        const isFocus = contrast?.focus === item;
        const aw = item.arrowWidth ?? ARROW_WIDTH.fallback;
        return (
          <Group key={item.id} name={`vision-item-${item.id}`} listening={false}>
            {/* 0 lx (dark) has no bar: a short dark stroke on the axis says it is there */}
            {P.bottom - top > 0.5 ? (
              <Rect x={x - bw / 2} y={top} width={bw} height={P.bottom - top} fill={contrast?.ambient === item ? AMBIENT : BAR} stroke={isFocus ? INK : undefined} strokeWidth={isFocus ? Math.max(2, fs * 0.12) : 0} />
            ) : (
              <Line points={[x - bw / 2, P.bottom, x + bw / 2, P.bottom]} stroke={INK} strokeWidth={Math.max(2, fs * 0.15)} />
            )}
            {chartText({ x: x - widths[i]! / 2, y: top - small * 1.35, width: widths[i]!, text: `${item.lx} lx`, fontSize: small, fill: INK, align: 'center', fontStyle: isFocus ? 'bold' : 'normal' })}
            {chartText({ x: x - widths[i]! / 2, y: L.namesY, width: widths[i]!, text: item.name, fontSize: fs * 0.8, fill: INK, align: 'center', ellipsis: true })}
            {item.arrow && (
              <Arrow points={arrowPoints(L, x, item.arrow)} stroke={ARROW} fill={ARROW} strokeWidth={aw} pointerLength={fs * 0.35 + aw} pointerWidth={fs * 0.35 + aw * 1.5} lineCap="round" />
            )}
          </Group>
        );
      })}
      {chartText({ x: P.left, y: L.captionY, width: plotW, text: t('planning.vision.walk'), fontSize: fs * 0.85, fill: MUTED, align: 'center' })}
      <Group listening={false}>
        {chartText({ x: pad, y: L.legendY + ls * 0.15, text: heading, fontSize: ls, fill: MUTED })}
        {legend.map((c) => (
          <Group key={c.words}>
            <Rect x={c.x} y={L.legendY - ls * 0.1} width={c.width} height={ls * 1.3} cornerRadius={ls * 0.3} fill={c.on ? BAND_FILL : PAPER} stroke={c.on ? BAR : GRID} strokeWidth={c.on ? 2 : 1} />
            {chartText({ x: c.x, y: L.legendY + ls * 0.15, width: c.width, text: c.words, fontSize: ls, fill: INK, align: 'center', fontStyle: c.on ? 'bold' : 'normal' })}
          </Group>
        ))}
      </Group>
    </>
  );
}
