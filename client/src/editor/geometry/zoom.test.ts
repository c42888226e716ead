import { describe, expect, it } from 'vitest';
import { clampZoom, stepZoom, wheelZoom, zoomFor, ZOOM_MAX, ZOOM_MIN } from './zoom';

describe('zoom', () => {
  it('clamps to 0.1..4 and snaps to 1 within 0.95..1.05', () => {
    expect(clampZoom(0.01)).toBe(ZOOM_MIN);
    expect(clampZoom(9)).toBe(ZOOM_MAX);
    expect(clampZoom(0.95)).toBe(1);
    expect(clampZoom(1.05)).toBe(1);
    expect(clampZoom(0.949)).toBe(0.949);
    expect(clampZoom(1.051)).toBe(1.051);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('steps by 0.05 on the grid, from off-grid values too', () => {
    expect(stepZoom(0.5, 1)).toBe(0.55);
    expect(stepZoom(0.5, -1)).toBe(0.45);
    expect(stepZoom(0.52, 1)).toBe(0.55);
    expect(stepZoom(0.52, -1)).toBe(0.5);
    expect(stepZoom(0.9, 1)).toBe(1); // 0.95 snaps to 1
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.1, -1)).toBe(0.1);
  });

  it('fits the page, the width or the height inside a 20 px margin, none while playing', () => {
    const page = { width: 1920, height: 1080 };
    expect(zoomFor('width', { width: 1000, height: 400 }, page)).toBeCloseTo(960 / 1920);
    expect(zoomFor('height', { width: 1000, height: 400 }, page)).toBeCloseTo(360 / 1080);
    expect(zoomFor('page', { width: 1000, height: 400 }, page)).toBeCloseTo(360 / 1080);
    expect(zoomFor('page', { width: 1920, height: 1080 }, page, true)).toBe(1);
    // fitting never snaps up to 1: the page would overflow
    expect(zoomFor('page', { width: 1900, height: 1100 }, page)).toBeCloseTo(1860 / 1920);
    expect(zoomFor(2.2, { width: 10, height: 10 }, page)).toBe(2.2);
  });

  it('wheel zoom moves smoothly and stays in range', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1.05);
    expect(wheelZoom(1, 100)).toBeLessThan(1);
    expect(wheelZoom(0.5, 1e6)).toBe(ZOOM_MIN);
    expect(wheelZoom(3.9, -1e6)).toBe(ZOOM_MAX);
  });
});
