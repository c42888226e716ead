import type { LampType } from '../../../../shared/src/schema/elements/lighting';
import { glowStops } from '../lamp-spot/glow';
import { LAMP_SYMBOLS, SYMBOL_BOX } from './symbols';

// A lamp point is drawn by one Konva shape with these canvas calls, not by a group of a circle,
// paths and a text node: a plan holds hundreds of lamps, and Konva's cost per node (transforms,
// attribute lookups, a radial gradient made anew on every draw) made a plan of 1,000 lamps draw
// at 25 frames a second. Symbols are parsed once into Path2D objects and glows are painted
// once per colour into a sprite that every lamp of that colour stamps.

type Ctx = CanvasRenderingContext2D;

const paths = new Map<LampType, { path: Path2D; fill: boolean }[]>();

function symbolPaths(type: LampType) {
  let parts = paths.get(type);
  if (!parts) {
    parts = (LAMP_SYMBOLS[type] ?? LAMP_SYMBOLS.downlight).map((p) => ({ path: new Path2D(p.d), fill: p.fill === true }));
    paths.set(type, parts);
  }
  return parts;
}

/** A lamp type's symbol, `size` px square, centred on (x, y), in `color`. */
export function drawSymbol(ctx: Ctx, type: LampType, color: string, size: number, x: number, y: number): void {
  const k = size / SYMBOL_BOX;
  // no save()/restore() (costly on a canvas drawn without the GPU): the transform is undone by
  // hand, and the styles need no undoing, Konva restores the context after every shape
  const tx = x - size / 2;
  const ty = y - size / 2;
  ctx.translate(tx, ty);
  ctx.scale(k, k);
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const part of symbolPaths(type)) {
    if (part.fill) ctx.fill(part.path);
    else ctx.stroke(part.path);
  }
  ctx.scale(1 / k, 1 / k);
  ctx.translate(-tx, -ty);
}

/** Sprite size: a glow 400 % zoomed on a dense screen is still a smooth gradient scaled up. */
const SPRITE = 256;
const MAX_SPRITES = 128;
const sprites = new Map<string, HTMLCanvasElement>();

function glowSprite(color: string, inner: number): HTMLCanvasElement {
  // inner radius in 1/64ths: near-equal lamps share one sprite
  const key = `${color}|${Math.round(inner * 64)}`;
  let sprite = sprites.get(key);
  if (!sprite) {
    if (sprites.size >= MAX_SPRITES) sprites.clear();
    sprite = document.createElement('canvas');
    sprite.width = sprite.height = SPRITE;
    const c = sprite.getContext('2d')!;
    const half = SPRITE / 2;
    const gradient = c.createRadialGradient(half, half, 0, half, half, half);
    const stops = glowStops(color, Math.round(inner * 64) / 64);
    for (let i = 0; i < stops.length; i += 2) gradient.addColorStop(stops[i] as number, stops[i + 1] as string);
    c.fillStyle = gradient;
    c.fillRect(0, 0, SPRITE, SPRITE);
    sprites.set(key, sprite);
  }
  return sprite;
}

/** A lamp's light spot: its colour full out to `inner` of the radius, fading to nothing at it. */
export function drawGlow(ctx: Ctx, x: number, y: number, radius: number, color: string, inner: number, opacity: number): void {
  if (radius <= 0 || opacity <= 0) return;
  const alpha = ctx.globalAlpha;
  ctx.globalAlpha = alpha * opacity;
  ctx.drawImage(glowSprite(color, inner), x - radius, y - radius, radius * 2, radius * 2);
  ctx.globalAlpha = alpha;
}

/** One line of text whose box is `width` wide at (x, y), aligned in it like Konva's Text (last: it leaves the styles set). */
export function drawLabel(ctx: Ctx, text: string, x: number, y: number, width: number, align: 'left' | 'center' | 'right', fontSize: number, color: string): void {
  ctx.font = `normal normal ${fontSize}px Arial`;
  ctx.fillStyle = color;
  ctx.textBaseline = 'middle';
  ctx.textAlign = align;
  ctx.fillText(text, align === 'left' ? x : align === 'right' ? x + width : x + width / 2, y + fontSize / 2);
}
