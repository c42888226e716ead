import { describe, expect, it } from 'vitest';
import type { ElementJSON } from '../schema/types';
import { lampSpotInSpace, spaceForNewLamp } from './lamp-in-space';
import { lampsInside } from './space-compliance';

// A lamp inserted while a room is selected lands inside it: the middle first, then the nearest
// free points of a grid spaced 1.5 lamp sizes (48 px lamps: 72 px), never on a lamp already there.

const room = (extra: Partial<ElementJSON> = {}): ElementJSON => ({ id: 's', tag: 'space', left: 100, top: 100, width: 600, height: 400, rotate: 0, shape: 'rect', ...extra });
const LAMP = { width: 48, height: 48 };
const lampAt = (spot: { left: number; top: number }, id: string): ElementJSON => ({ id, tag: 'lamp-point', ...spot, ...LAMP, rotate: 0, type: 'downlight' });

describe('lampSpotInSpace', () => {
  it('puts the first lamp at the middle of the room', () => {
    expect(lampSpotInSpace(room(), LAMP, [room()])).toEqual({ left: 400 - 24, top: 300 - 24 });
  });

  it('puts each next lamp on the nearest free grid point, inside the room', () => {
    const page: ElementJSON[] = [room()];
    const centres: string[] = [];
    for (let i = 0; i < 6; i++) {
      const spot = lampSpotInSpace(room(), LAMP, page)!;
      page.push(lampAt(spot, `l${i}`));
      centres.push(`${spot.left + 24},${spot.top + 24}`);
    }
    // the middle (400, 300), then the four neighbours at 72 px in reading order, then a diagonal
    expect(centres).toEqual(['400,300', '400,228', '328,300', '472,300', '400,372', '328,228']);
    expect(lampsInside(room(), page)).toHaveLength(6);
  });

  it('keeps to an L-shaped room whose box middle is outside it', () => {
    // an L: the box's lower-right quarter is not part of the room
    const L = room({ shape: 'polygon', points: [0, 0, 600, 0, 600, 150, 250, 150, 250, 400, 0, 400] });
    const spot = lampSpotInSpace(L, LAMP, [L])!;
    const lamp = lampAt(spot, 'l');
    expect(lampsInside(L, [lamp])).toHaveLength(1);
    // the box middle (400, 300) is in the missing quarter (x > 350, y > 250 on the page); one
    // step up, (400, 228), is in the L's upper arm (y 100-250)
    expect({ x: spot.left + 24, y: spot.top + 24 }).toEqual({ x: 400, y: 228 });
  });
});

describe('spaceForNewLamp', () => {
  const other = room({ id: 'o', left: 800, top: 100, width: 300, height: 300 });
  const page = [room(), other];

  it('is the selected space, or the space holding the selected lamp, so lamp after lamp stays in the room', () => {
    expect(spaceForNewLamp(room(), page)?.id).toBe('s');
    const inOther = lampAt({ left: 900, top: 200 }, 'l');
    expect(spaceForNewLamp(inOther, [...page, inOther])?.id).toBe('o');
  });

  it('is nothing for a lamp outside every space, another element, or no selection', () => {
    const outside = lampAt({ left: 10, top: 10 }, 'l');
    expect(spaceForNewLamp(outside, [...page, outside])).toBeUndefined();
    expect(spaceForNewLamp({ id: 't', tag: 'text', left: 150, top: 150, width: 10, height: 10, rotate: 0 }, page)).toBeUndefined();
    expect(spaceForNewLamp(undefined, page)).toBeUndefined();
  });
});
