import { describe, expect, it } from 'vitest';
import { cropFromFrame, croppedSize, cropRect } from './crop';

describe('crop math', () => {
  it('turns stored percentages into natural pixels', () => {
    expect(cropRect({ top: 10, left: 25, width: 50, height: 80 }, 2000, 1000)).toEqual({ x: 500, y: 100, width: 1000, height: 800 });
  });

  it('makes percentages from a frame, clamped inside the image', () => {
    expect(cropFromFrame({ x: 100, y: 50, width: 200, height: 100 }, 400, 200)).toEqual({ left: 25, top: 25, width: 50, height: 50 });
    expect(cropFromFrame({ x: -20, y: 150, width: 500, height: 100 }, 400, 200)).toEqual({ left: 0, top: 75, width: 100, height: 25 });
    expect(cropFromFrame({ x: 0, y: 0, width: 1, height: 1 }, 400, 200)).toEqual({ left: 0, top: 0, width: 1, height: 1 });
  });

  it('round-trips without drift and sizes the box by the crop', () => {
    const crop = cropFromFrame({ x: 33.3, y: 12.7, width: 150.1, height: 99.9 }, 333, 222);
    const px = cropRect(crop, 333, 222);
    expect(cropFromFrame(px, 333, 222)).toEqual(crop);
    expect(croppedSize({ width: 800, height: 600 }, { top: 0, left: 0, width: 50, height: 25 })).toEqual({ width: 400, height: 150 });
  });
});
