import { cctToCss } from '../../../../shared/src/lighting/cct-rgb';
import type { SceneEstimate, SdbLamp, SdbScene } from '../../../../shared/src/sdb/scene-trial';

// The scene trial's room view: a simple room in one-point perspective (ceiling, back wall, side
// walls, floor, a sofa and a table), each lamp a glow on the ceiling whose brightness follows
// its dimming and whose colour follows its CCT; the room itself is darker the less it is lit
// and tinted by the scene's flux-weighted CCT.

const W = 500;
const H = 360;
// the back wall
const BX0 = 120;
const BX1 = 380;
const BY0 = 70;
const BY1 = 230;

/** Where a lamp at (x across, y depth from the back wall) sits on the ceiling of the drawing. */
function ceilingPoint(x: number, y: number): [number, number] {
  const left = BX0 + (0 - BX0) * y;
  const right = BX1 + (W - BX1) * y;
  return [left + (right - left) * x, BY0 * (1 - y)];
}

export function RoomView({ lamps, scene, estimate }: { lamps: readonly SdbLamp[]; scene: SdbScene | undefined; estimate: SceneEstimate | undefined }) {
  const lux = estimate?.lux ?? 0;
  // 0 lx reads as a dark room, ≥ 300 lx as fully lit
  const dark = Math.max(0, 0.78 * (1 - Math.min(1, lux / 300)));
  const tint = estimate && estimate.cct > 0 ? cctToCss(estimate.cct, 0.25 * Math.min(1, lux / 150)) : 'transparent';
  return (
    <svg className="sdb-room" viewBox={`0 0 ${W} ${H}`} role="img" aria-label="room" data-testid="sdb-room" data-lux={lux.toFixed(1)} data-dark={dark.toFixed(3)}>
      <defs>
        {lamps.map((lamp, i) => {
          const cell = scene?.cells[i];
          return (
            <radialGradient key={lamp.key} id={`sdb-glow-${i}`}>
              <stop offset="0%" stopColor={cctToCss(cell?.cct ?? 3000)} stopOpacity={1} />
              <stop offset="100%" stopColor={cctToCss(cell?.cct ?? 3000)} stopOpacity={0} />
            </radialGradient>
          );
        })}
      </defs>
      <polygon points={`0,0 ${W},0 ${BX1},${BY0} ${BX0},${BY0}`} fill="#f4f1ec" />
      <polygon points={`0,0 ${BX0},${BY0} ${BX0},${BY1} 0,${H}`} fill="#e6e1d8" />
      <polygon points={`${W},0 ${BX1},${BY0} ${BX1},${BY1} ${W},${H}`} fill="#e6e1d8" />
      <rect x={BX0} y={BY0} width={BX1 - BX0} height={BY1 - BY0} fill="#efebe4" />
      <polygon points={`0,${H} ${BX0},${BY1} ${BX1},${BY1} ${W},${H}`} fill="#c9b59a" />
      {/* sofa against the back wall, a low table in front */}
      <path d="M160 232 v-38 q0 -10 10 -10 h160 q10 0 10 10 v38 z" fill="#7d8a96" />
      <rect x={150} y={205} width={20} height={30} rx={5} fill="#6b7782" />
      <rect x={330} y={205} width={20} height={30} rx={5} fill="#6b7782" />
      <path d="M195 282 h110 l14 -18 h-138 z" fill="#8a6a4d" />
      <rect x={200} y={282} width={6} height={22} fill="#6d5139" />
      <rect x={294} y={282} width={6} height={22} fill="#6d5139" />
      <rect x={0} y={0} width={W} height={H} fill="#101826" opacity={dark} data-testid="sdb-dark" />
      <rect x={0} y={0} width={W} height={H} fill={tint} style={{ mixBlendMode: 'multiply' }} />
      {lamps.map((lamp, i) => {
        const cell = scene?.cells[i];
        const on = (cell?.dim ?? 0) / 100;
        const [cx, cy] = ceilingPoint(lamp.x, lamp.y);
        const r = 30 + 50 * Math.sqrt(lamp.flux / 1000);
        return (
          <g key={lamp.key} data-testid={`sdb-glow-${i}`} data-dim={cell?.dim ?? 0} data-cct={cell?.cct ?? 0} opacity={on}>
            <ellipse cx={cx} cy={cy + r * 0.6} rx={r} ry={r * 1.1} fill={`url(#sdb-glow-${i})`} />
            <circle cx={cx} cy={cy + 4} r={5} fill={cctToCss(cell?.cct ?? 3000)} />
          </g>
        );
      })}
      {lamps.map((lamp, i) => {
        const [cx, cy] = ceilingPoint(lamp.x, lamp.y);
        return <circle key={lamp.key} cx={cx} cy={cy + 4} r={5} fill="none" stroke="#555" strokeWidth={1} aria-label={`${i + 1}`} />;
      })}
    </svg>
  );
}
