import { describe, expect, it } from 'vitest';
import { newActivityLine, newLampPoint } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { transformPatch } from './transform';

const PAGE = { width: 1920, height: 1080 };
const el = (json: Omit<ElementJSON, 'id'>): ElementJSON => ({ ...json, id: 'e1' }) as ElementJSON;
/** the transformer's node of an element: placed by its centre */
const node = (e: ElementJSON, over: Partial<{ scaleX: number; scaleY: number; rotation: number; dx: number }> = {}) => ({
  x: e.left + e.width / 2 + (over.dx ?? 0),
  y: e.top + e.height / 2,
  scaleX: over.scaleX ?? 1,
  scaleY: over.scaleY ?? 1,
  rotation: over.rotation ?? 0,
});

describe('a transform ends', () => {
  it('a strip pulled 1.5× wider from its right edge: box and run both 600 long, in one patch', () => {
    const strip = el(newLampPoint('strip', PAGE, '灯带')); // 400 × 24 at 760, 528, run 0,12 → 400,12
    // the right edge pulled 200 further: the centre moves 100 right
    const patch = transformPatch(strip, node(strip, { scaleX: 1.5, dx: 100 }));
    expect(patch).toEqual({ left: 760, top: 528, width: 600, height: 24, rotate: 0, svg: { points: [0, 12, 600, 12] } });
  });

  it('an activity line turned a quarter keeps its points; squashed flat it stays at least 1 px', () => {
    const line = el(newActivityLine('day', PAGE)); // 400 × 40, points 0,20 → 400,20
    expect(transformPatch(line, node(line, { rotation: 90 }))).toEqual({ left: 760, top: 520, width: 400, height: 40, rotate: 90 });
    const flat = transformPatch(line, node(line, { scaleY: 0.001 }));
    expect(flat).toMatchObject({ height: 1, points: [0, 0.5, 400, 0.5] });
  });

  it('a downlight keeps the 20 px element minimum and has no points to move', () => {
    const lamp = el(newLampPoint('downlight', PAGE, '筒灯'));
    expect(transformPatch(lamp, node(lamp, { scaleX: 0.1, scaleY: 0.1 }))).toEqual({ left: 950, top: 530, width: 20, height: 20, rotate: 0 });
  });
});
