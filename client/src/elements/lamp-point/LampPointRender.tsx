import { useTranslation } from 'react-i18next';
import { Circle, Line, Text } from 'react-konva';
import { defaultLampGeometry, isLineLamp, type LampPointFields } from '../../../../shared/src/schema/elements/lighting';
import { glowStops, softStroke } from '../lamp-spot/glow';
import type { RenderProps } from '../registry';
import { LampSymbol } from './LampSymbol';

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
      ? { x: cx - LABEL_BOX / 2, y: cy - r - gap - fs, align: 'center' }
      : s.poi === 1
        ? { x: cx + r + gap, y: cy - fs / 2, align: 'left' }
        : s.poi === 3
          ? { x: cx - r - gap - LABEL_BOX, y: cy - fs / 2, align: 'right' }
          : { x: cx - LABEL_BOX / 2, y: cy + r + gap, align: 'center' };
  return (
    <>
      {s.spot && (
        <Circle
          x={cx}
          y={cy}
          radius={glow}
          opacity={s.spotOpacity / 100}
          fillRadialGradientStartRadius={0}
          fillRadialGradientEndRadius={glow}
          fillRadialGradientColorStops={glowStops(s.spotColor, r / glow)}
          listening={false}
          perfectDrawEnabled={false}
        />
      )}
      <LampSymbol type={s.type} color={s.color} size={size} x={cx} y={cy} />
      {s.tip === 1 && <Text text={label} x={at.x} y={at.y} width={LABEL_BOX} align={at.align} fontSize={fs} fill={s.color} wrap="none" listening={false} perfectDrawEnabled={false} />}
    </>
  );
}
