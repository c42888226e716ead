import { describe, expect, it } from 'vitest';
import { parsePhotometry } from './photometry';
import { writeIes } from './photometry-write';
import { niceStep, polarCurve, polarCurveSvg } from './polar-curve';

const spot = parsePhotometry(writeIes({ manufacturer: 'M', luminaire: 'Spot <24°> & "x"', catalogue: 'S-24', lumens: 900, watts: 9, beamAngle: 24, issueDate: '2026-01-01' }));

/** the points of an "M x y L x y …" path */
const points = (d: string): [number, number][] =>
  d
    .replace(/^M /, '')
    .split(' L ')
    .map((pair) => pair.split(' ').map(Number) as [number, number]);

describe('polarCurve', () => {
  it('the C0-C180 curve reaches max intensity × scale straight down from the centre', () => {
    const c = polarCurve(spot, { size: 400 });
    const pts = points(c.c0c180);
    expect(pts.length).toBe(2 * spot.vertical.length);
    const lowest = Math.max(...pts.map(([, y]) => y));
    // the spot peaks at γ = 0, drawn downward (SVG y grows downward); 0.01 px path rounding
    expect(lowest - c.cy).toBeCloseTo(spot.maxIntensity * c.scale, 1);
    const bottom = pts.find(([, y]) => y === lowest)!;
    expect(bottom[0]).toBeCloseTo(c.cx, 2);
  });

  it('grid circles are round steps and the outermost holds the maximum', () => {
    const c = polarCurve(spot, { size: 400 });
    const step = c.grid[0]!.value;
    expect([1, 2, 5].some((m) => Number((step / 10 ** Math.floor(Math.log10(step))).toFixed(9)) === m)).toBe(true);
    const outer = c.grid[c.grid.length - 1]!;
    expect(outer.value).toBeGreaterThanOrEqual(spot.maxIntensity);
    expect(outer.value - step).toBeLessThan(spot.maxIntensity);
    expect(outer.r).toBeCloseTo(c.radius, 9);
    expect(c.grid.map((g) => g.label)).toEqual(c.grid.map((g) => String(g.value)));
  });

  it('niceStep: about four steps of 1, 2 or 5 × 10^k', () => {
    expect(niceStep(4000)).toBe(1000);
    expect(niceStep(5200)).toBe(2000);
    expect(niceStep(15000)).toBe(5000);
    expect(niceStep(37)).toBe(10);
  });
});

describe('polarCurveSvg', () => {
  const svg = polarCurveSvg(spot, { size: 400, title: spot.keywords.LUMINAIRE });

  it('holds two curves, a legend and the maximum in the title', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toContain('>C0-C180<');
    expect(svg).toContain('>C90-C270<');
    expect(svg).toContain(`最大光强 ${Math.round(spot.maxIntensity)} cd`);
    expect(svg).toContain('fill="#ffffff"');
  });

  it('has no scripts, event handlers or references, and escapes text', () => {
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\son\w+\s*=/i);
    expect(svg).not.toMatch(/href/i);
    expect(svg).toContain('Spot &lt;24°&gt; &amp; &quot;x&quot;');
    expect(svg).not.toContain('<24°>');
  });
});
