import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cctToCss } from '../../../../shared/src/lighting/cct-rgb';
import type { SceneEstimate, SdbLamp, SdbScene } from '../../../../shared/src/sdb/scene-trial';
import { BX0, BX1, BY0, BY1, ceilingPoint, ceilingSpot, H, W } from './room-geometry';

// The scene trial's room view: a simple room in one-point perspective (ceiling, back wall, side
// walls, floor, a sofa and a table), each lamp a glow on the ceiling whose brightness follows
// its dimming and whose colour follows its CCT; the room itself is darker the less it is lit
// and tinted by the scene's flux-weighted CCT. A lamp is moved on the ceiling by dragging it
// (mouse, pen or finger) or with the arrow keys.

/** the handle's radius in the drawing: a fingertip's 44 px on a phone, where the view is ~360 px wide */
const HANDLE = 32;
/** an arrow key moves a lamp this much of the room */
const KEY_STEP = 0.02;

interface Props {
  lamps: readonly SdbLamp[];
  scene: SdbScene | undefined;
  estimate: SceneEstimate | undefined;
  /** a lamp moved on the ceiling (0-1 across and deep) */
  onMove?: (lamp: number, x: number, y: number) => void;
}

export function RoomView({ lamps, scene, estimate, onMove }: Props) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [held, setHeld] = useState<number | null>(null);
  const lux = estimate?.lux ?? 0;
  // 0 lx reads as a dark room, ≥ 300 lx as fully lit
  const dark = Math.max(0, 0.78 * (1 - Math.min(1, lux / 300)));
  const tint = estimate && estimate.cct > 0 ? cctToCss(estimate.cct, 0.25 * Math.min(1, lux / 150)) : 'transparent';

  /** the pointer in the drawing's units, whatever size the view is shown at */
  const toDrawing = (e: PointerEvent) => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    // the handle is drawn 4 units below the lamp's point
    return ceilingSpot(p.x, p.y - 4);
  };
  const drag = (i: number, e: PointerEvent) => {
    if (held !== i || !onMove) return;
    const at = toDrawing(e);
    if (at) onMove(i, at.x, at.y);
  };
  const nudge = (i: number, e: KeyboardEvent) => {
    const step: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    const by = step[e.key];
    const lamp = lamps[i];
    if (!by || !lamp || !onMove) return;
    e.preventDefault();
    const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
    onMove(i, clamp(lamp.x + by[0]), clamp(lamp.y + by[1]));
  };

  return (
    <svg ref={svg} className="sdb-room" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="room" data-testid="sdb-room" data-lux={lux.toFixed(1)} data-dark={dark.toFixed(3)}>
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
          <g key={lamp.key} data-testid={`sdb-glow-${i}`} data-dim={cell?.dim ?? 0} data-cct={cell?.cct ?? 0} opacity={on} pointerEvents="none">
            <ellipse cx={cx} cy={cy + r * 0.6} rx={r} ry={r * 1.1} fill={`url(#sdb-glow-${i})`} />
            <circle cx={cx} cy={cy + 4} r={5} fill={cctToCss(cell?.cct ?? 3000)} />
          </g>
        );
      })}
      {lamps.map((lamp, i) => {
        const [cx, cy] = ceilingPoint(lamp.x, lamp.y);
        return (
          <g
            key={lamp.key}
            className="sdb-lamp-handle"
            data-testid={`sdb-lamp-${i}`}
            data-x={lamp.x}
            data-y={lamp.y}
            role={onMove ? 'slider' : undefined}
            aria-label={t('sdbRoom.moveLamp', { n: i + 1, name: lamp.name })}
            aria-valuetext={`${Math.round(lamp.x * 100)}%, ${Math.round(lamp.y * 100)}%`}
            tabIndex={onMove ? 0 : undefined}
            style={onMove ? { cursor: held === i ? 'grabbing' : 'grab', touchAction: 'none' } : undefined}
            onPointerDown={(e) => {
              if (!onMove) return;
              e.currentTarget.setPointerCapture(e.pointerId);
              setHeld(i);
            }}
            onPointerMove={(e) => drag(i, e)}
            onPointerUp={() => setHeld(null)}
            onPointerCancel={() => setHeld(null)}
            onKeyDown={(e) => nudge(i, e)}
          >
            {/* the handle a finger takes hold of: transparent, larger than the mark */}
            <circle cx={cx} cy={cy + 4} r={HANDLE} fill="transparent" />
            <circle cx={cx} cy={cy + 4} r={5} fill="none" stroke={held === i ? '#1c7ed6' : '#555'} strokeWidth={held === i ? 2 : 1} />
          </g>
        );
      })}
    </svg>
  );
}
