import { useTranslation } from 'react-i18next';
import { Line, Shape } from '../../render/konva';
import { defaultLampGeometry, isLineLamp, type LampPointFields } from '../../../../shared/src/schema/elements/lighting';
import { softStroke } from '../lamp-spot/glow';
import type { RenderProps } from '../registry';
import { drawGlow, drawLabel, drawSymbol } from './draw-lamp';

/** spec 001 §3: a lamp label stays readable however small its symbol */
const MIN_LABEL = 14;
const LABEL_BOX = 400;

/** A lamp: a symbol in its box with its light spot and label, or a line lamp drawn point by point. */
export function LampPointRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const s = el as typeof el & LampPointFields;
  if (isLineLamp(s.type)) {
    const g = s.svg ?? defaultLampGeometry(s.type, el.width, el.height);
    const line = { points: g.points, closed: g.closed ?? false, tension: g.curve ? 0.5 : 0 };
    return (
      <>
        {s.spot && <Line {...line} {...softStroke(s.spotColor, s.spotWidth, s.spotOpacity)} />}
        <Line {...line} stroke={s.color} strokeWidth={Math.max(3, s.size / 6)} lineCap="round" lineJoin="round" listening={false} perfectDrawEnabled={false} />
      </>
    );
  }
  const cx = el.width / 2;
  const cy = el.height / 2;
  const size = Math.max(1, s.size);
  const r = size / 2;
  const glow = r + s.spotWidth;
  const fs = Math.max(MIN_LABEL, Math.round(size * 0.4));
  const label = `${s.number} ${s.name || t(`lighting.lampType.${s.type}`)}`;
  const gap = 4;
  const at =
    s.poi === 0
      ? { x: cx - LABEL_BOX / 2, y: cy - r - gap - fs, align: 'center' as const }
      : s.poi === 1
        ? { x: cx + r + gap, y: cy - fs / 2, align: 'left' as const }
        : s.poi === 3
          ? { x: cx - r - gap - LABEL_BOX, y: cy - fs / 2, align: 'right' as const }
          : { x: cx - LABEL_BOX / 2, y: cy + r + gap, align: 'center' as const };
  return (
    <Shape
      width={el.width}
      height={el.height}
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(konva) => {
        const ctx = konva._context;
        if (s.spot) drawGlow(ctx, cx, cy, glow, s.spotColor, r / glow, s.spotOpacity / 100);
        drawSymbol(ctx, s.type, s.color, size, cx, cy);
        if (s.tip === 1) drawLabel(ctx, label, at.x, at.y, LABEL_BOX, at.align, fs, s.color);
      }}
    />
  );
}
