import { describe, expect, it } from 'vitest';
import { newActivityLine, newActivityRange, newLampPoint, newLampSpot, newLegend, newRange } from '../../../../shared/src/schema/elements/lighting';
import { drawnElement, drawShapeOf } from './drawn-element';

const PAGE = { width: 1920, height: 1080 };
const outline = { left: 400, top: 300, width: 500, height: 400, points: [0, 0, 500, 0, 500, 400] };

describe('drawn lighting elements', () => {
  it('areas and shaped lamps are drawn as polygons, routes and strips as lines, the rest not at all', () => {
    expect(drawShapeOf(newRange('ill-range', PAGE, '300 lx', { type: 'color', color: '#ffa94d' }))).toBe('polygon');
    expect(drawShapeOf(newActivityRange('often', PAGE, '#ffc078'))).toBe('polygon');
    expect(drawShapeOf(newLampPoint('polygon', PAGE, '异形灯带'))).toBe('polygon');
    expect(drawShapeOf(newActivityLine('day', PAGE))).toBe('line');
    expect(drawShapeOf(newLampPoint('track', PAGE, '轨道灯'))).toBe('line');
    expect(drawShapeOf(newLampPoint('downlight', PAGE, '筒灯'))).toBeNull();
    expect(drawShapeOf(newLampSpot('circle', PAGE))).toBeNull();
    expect(drawShapeOf(newLegend('lamp-point', PAGE))).toBeNull();
  });

  it('each kind keeps the outline where it reads it, with the drawn box and everything else from the template', () => {
    const range = drawnElement(newRange('cct-range', PAGE, '3000K', { type: 'color', color: '#ffc078' }), outline);
    expect(range).toMatchObject({ tag: 'cct-range', name: '3000K', shape: 'polygon', points: outline.points, left: 400, top: 300, width: 500, height: 400, rotate: 0 });
    const line = drawnElement(newActivityLine('night', PAGE), outline);
    expect(line).toMatchObject({ tag: 'activity-line', type: 'night', points: outline.points, width: 500 });
    const strip = drawnElement(newLampPoint('strip', PAGE, '灯带', 3), outline);
    expect(strip).toMatchObject({ type: 'strip', number: 3, svg: { points: outline.points }, height: 400 });
    expect((strip.svg as { closed?: boolean }).closed).toBeUndefined();
    expect(drawnElement(newLampPoint('polygon', PAGE, '异形灯带'), outline).svg).toEqual({ points: outline.points, closed: true });
  });
});
