import { Circle, Ellipse, Line, Rect, Wedge } from '../../render/konva';
import type { LampSpotFields } from '../../../../shared/src/schema/elements/lighting';
import type { RenderProps } from '../registry';
import { clearOf, glowStops, softStroke } from './glow';

// The sixteen light spots of spec 001 §3: the lamp (a cove, a ring, a line, a panel) drawn in
// lampColor, its light in spotColor. Suffix o: the light falls outside the lamp, i: inside,
// oi: both; no suffix: around the lamp line. Glows are strokes softened by their shadow or
// gradient fills: nothing is cached or filtered, so a spot costs no more than a shape.

export function LampSpotRender({ el }: RenderProps) {
  const s = el as typeof el & LampSpotFields;
  const W = el.width;
  const H = el.height;
  const sw = Math.max(0, s.spotWidth);
  // the lamp sits inside its box far enough for an outer glow to fit
  const pad = Math.min(sw + s.lampWidth, Math.min(W, H) / 4);
  const w = Math.max(1, W - 2 * pad);
  const h = Math.max(1, H - 2 * pad);
  const glow = softStroke(s.spotColor, sw, s.spotOpacity);
  const lamp = { stroke: s.lampColor, strokeWidth: s.lampWidth, listening: false, perfectDrawEnabled: false, lineCap: 'round' as const, lineJoin: 'round' as const };
  const radius = Math.min(s.spotRadius, w / 2, h / 2);
  const t = s.type;
  const outer = t.endsWith('-o') || t.endsWith('-oi');
  const inner = t.endsWith('-i') || t.endsWith('-oi');
  const centred = !outer && !inner;

  if (t === 'rect' || t === 'rect-o' || t === 'rect-oi' || t === 'fill') {
    const rectAt = (d: number) => ({ x: pad - d, y: pad - d, width: Math.max(1, w + 2 * d), height: Math.max(1, h + 2 * d), cornerRadius: Math.max(0, radius + d) });
    return (
      <>
        {t === 'fill' && <Rect {...rectAt(0)} fill={s.spotColor} opacity={s.spotOpacity / 100} shadowColor={s.spotColor} shadowBlur={sw} listening={false} perfectDrawEnabled={false} />}
        {(centred && t !== 'fill') && <Rect {...rectAt(0)} {...glow} />}
        {outer && <Rect {...rectAt(sw / 2)} {...glow} />}
        {inner && <Rect {...rectAt(-sw / 2)} {...glow} />}
        <Rect {...rectAt(0)} {...lamp} />
      </>
    );
  }
  if (t === 'circle') {
    // a downlight's pool of light: full at the middle, fading to nothing at the edge
    const r = Math.min(W, H) / 2;
    return (
      <>
        <Circle x={W / 2} y={H / 2} radius={r} opacity={s.spotOpacity / 100} fillRadialGradientStartRadius={0} fillRadialGradientEndRadius={r} fillRadialGradientColorStops={glowStops(s.spotColor, 0.2)} listening={false} />
        <Circle x={W / 2} y={H / 2} radius={Math.max(2, r * 0.12)} {...lamp} />
      </>
    );
  }
  if (t === 'round' || t === 'round-o' || t === 'round-oi') {
    const ellipseAt = (d: number) => ({ x: W / 2, y: H / 2, radiusX: Math.max(1, w / 2 + d), radiusY: Math.max(1, h / 2 + d) });
    return (
      <>
        {centred && <Ellipse {...ellipseAt(0)} {...glow} />}
        {outer && <Ellipse {...ellipseAt(sw / 2)} {...glow} />}
        {inner && <Ellipse {...ellipseAt(-sw / 2)} {...glow} />}
        <Ellipse {...ellipseAt(0)} {...lamp} />
      </>
    );
  }
  if (t === 'ring' || t === 'ring-i' || t === 'ring-o') {
    // a ring lamp: its light spreads both ways (ring), into the middle (ring-i) or outwards (ring-o)
    const R = Math.min(W, H) / 2;
    const r = Math.max(1, R - pad);
    const rim = r / R;
    const stops =
      t === 'ring-i'
        ? [0, clearOf(s.spotColor), Math.max(0, rim - sw / R), clearOf(s.spotColor), rim, s.spotColor, 1, clearOf(s.spotColor)]
        : t === 'ring-o'
          ? [0, clearOf(s.spotColor), Math.max(0, rim - 0.01), clearOf(s.spotColor), rim, s.spotColor, 1, clearOf(s.spotColor)]
          : [0, clearOf(s.spotColor), Math.max(0, rim - sw / R), clearOf(s.spotColor), rim, s.spotColor, 1, clearOf(s.spotColor)];
    const ringI = t === 'ring-i';
    return (
      <>
        <Circle x={W / 2} y={H / 2} radius={ringI ? r : R} opacity={s.spotOpacity / 100} fillRadialGradientStartRadius={0} fillRadialGradientEndRadius={ringI ? r : R} fillRadialGradientColorStops={ringI ? [0, clearOf(s.spotColor), Math.max(0, 1 - sw / r), clearOf(s.spotColor), 1, s.spotColor] : stops} listening={false} />
        <Circle x={W / 2} y={H / 2} radius={r} {...lamp} strokeWidth={Math.max(s.lampWidth, 3)} />
      </>
    );
  }
  if (t === 'semi' || t === 'sector') {
    // light thrown down from a lamp at the top: a half circle (semi) or a 90° beam (sector)
    const r = Math.max(1, Math.min(t === 'semi' ? W / 2 : H, H) - pad);
    const angle = t === 'semi' ? 180 : 90;
    return (
      <>
        <Wedge x={W / 2} y={pad} radius={r} angle={angle} rotation={90 - angle / 2} opacity={s.spotOpacity / 100} fillRadialGradientStartRadius={0} fillRadialGradientEndRadius={r} fillRadialGradientColorStops={glowStops(s.spotColor, 0.1)} listening={false} />
        <Line points={[W / 2 - Math.min(r, W / 4), pad, W / 2 + Math.min(r, W / 4), pad]} {...lamp} />
      </>
    );
  }
  if (t === 'side') {
    // a cove: the lamp along the bottom edge, its light washing up one side only
    const y = H - pad;
    return (
      <>
        <Rect x={pad} y={pad} width={w} height={Math.max(1, y - pad)} opacity={s.spotOpacity / 100} fillLinearGradientStartPoint={{ x: 0, y }} fillLinearGradientEndPoint={{ x: 0, y: pad }} fillLinearGradientColorStops={[0, s.spotColor, 1, clearOf(s.spotColor)]} listening={false} />
        <Line points={[pad, y, W - pad, y]} {...lamp} />
      </>
    );
  }
  // line and polyline: a run of light along the lamp
  const points = t === 'polyline' && s.points && s.points.length >= 4 ? s.points : [pad, H / 2, W - pad, H / 2];
  return (
    <>
      <Line points={points} {...glow} />
      <Line points={points} {...lamp} />
    </>
  );
}
