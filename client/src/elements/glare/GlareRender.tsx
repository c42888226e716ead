import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Line, Rect, Text } from '../../render/konva';
import { clampGlareLevel, glareLimit, levelOfUgr, meetsLimit, UGR_LEVELS } from '../../../../shared/src/planning/glare';
import type { GlareFields } from '../../../../shared/src/schema/elements/glare';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import type { RenderProps } from '../registry';
import { paletteOf, UGR_COLOURS, ugrInk } from './glare-colours';
import { glareLayout } from './glare-layout';

/** one line of the chart's words (one font, never wrapped: a long one ends in …) */
const text = (props: ComponentProps<typeof Text>) => <Text fontFamily={DEFAULT_FONT_FAMILY} wrap="none" ellipsis listening={false} {...props} />;

/**
 * The glare (UGR) chart: the seven levels top to bottom, UGR 28 in red to UGR 10 in green, each
 * with its name; the chosen level is outlined, tinted, pointed at and says what a person feels
 * there. With a reference space, a dashed line marks its limit between the levels that meet it
 * (below) and those that do not, and the footer names the standard: GB 50034-2013 办公室 UGR ≤ 19.
 */
export function GlareRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const f = el as typeof el & Partial<GlareFields>;
  const chosen = clampGlareLevel(f.level);
  const limit = glareLimit(f.space);
  const c = paletteOf(f.theme);
  const L = glareLayout(el.width, el.height, f.hideTitle !== true, limit !== null);
  const { pad, rowHeight: rh, fontSize: fs, barWidth } = L;
  const inner = Math.max(1, el.width - 2 * pad);
  // the pointer ▶ sits in the gap left of the bars
  const pointer = fs * 0.9;
  const barX = pad + pointer + fs * 0.3;
  const textX = barX + barWidth + fs * 0.6;
  const textWidth = Math.max(1, el.width - pad - textX - fs * 0.3);
  const spaceName = limit ? t(`glare.space.${f.space!}`) : '';
  const limitLevel = limit ? levelOfUgr(limit.ugr) : 0;
  return (
    <>
      <Rect width={el.width} height={el.height} fill={c.paper} stroke={c.rule} strokeWidth={1} cornerRadius={Math.min(12, pad)} listening={false} />
      {f.hideTitle !== true && text({ x: pad, y: pad, width: inner, text: t('glare.title'), fontSize: L.titleSize, fontStyle: 'bold', fill: c.ink })}
      {UGR_LEVELS.map((ugr, i) => {
        const level = i + 1;
        const y = L.top + i * rh;
        const on = level === chosen;
        const gap = Math.max(1, rh * 0.08);
        return (
          <Group key={ugr} y={y} listening={false}>
            {on && <Rect x={pad} y={gap / 2} width={inner} height={rh - gap} fill={UGR_COLOURS[ugr]} opacity={0.22} cornerRadius={4} />}
            {on && <Rect x={pad} y={gap / 2} width={inner} height={rh - gap} stroke={c.ink} strokeWidth={Math.max(2, fs * 0.12)} cornerRadius={4} />}
            {on && <Line points={[pad + fs * 0.25, rh / 2 - pointer / 2, pad + fs * 0.25 + pointer * 0.8, rh / 2, pad + fs * 0.25, rh / 2 + pointer / 2]} closed fill={c.ink} />}
            <Rect x={barX} y={gap} width={barWidth} height={rh - 2 * gap} fill={UGR_COLOURS[ugr]} cornerRadius={3} />
            {text({ x: barX, y: gap, width: barWidth, height: rh - 2 * gap, text: t('glare.ugr', { ugr }), fontSize: fs, fontStyle: 'bold', fill: ugrInk(ugr), align: 'center', verticalAlign: 'middle' })}
            {on
              ? (
                  <>
                    {text({ x: textX, y: rh / 2 - fs * 1.1, width: textWidth, text: t(`glare.level.${ugr}`), fontSize: fs * 1.05, fontStyle: 'bold', fill: c.ink })}
                    {text({ x: textX, y: rh / 2 + fs * 0.1, width: textWidth, text: t(`glare.feel.${ugr}`), fontSize: fs * 0.82, fill: c.ink })}
                  </>
                )
              : text({ x: textX, y: 0, width: textWidth, height: rh, text: t(`glare.level.${ugr}`), fontSize: fs, fill: c.muted, verticalAlign: 'middle' })}
          </Group>
        );
      })}
      {limit && (
        <Group listening={false}>
          {/* the limit's line: above it the levels beyond the limit, at and below it those within */}
          <Line points={[pad, L.top + (limitLevel - 1) * rh, el.width - pad, L.top + (limitLevel - 1) * rh]} stroke={c.limit} strokeWidth={Math.max(2, fs * 0.14)} dash={[fs * 0.6, fs * 0.35]} />
          {text({
            x: pad,
            y: L.footerTop + rh * 0.15,
            width: inner,
            text: `${t('glare.limit', { standard: limit.standard, space: spaceName, ugr: limit.ugr })} · ${meetsLimit(chosen, limit) ? '✓ ' + t('glare.meets', { space: spaceName }) : '✗ ' + t('glare.exceeds', { space: spaceName })}`,
            fontSize: fs * 0.9,
            fontStyle: 'bold',
            fill: c.limit,
          })}
        </Group>
      )}
    </>
  );
}
