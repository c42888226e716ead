// Pages for the lighting part of the editor benchmark (issue 10): a plan with `n` lamp points
// (spots on, numbered per type, labels shown) and three legends, and the same number of plain
// rectangles; both end with the drag target, so the same drag measures both.
import { mulberry32 } from '../../shared/src/schema/random';
import { newShape } from '../../shared/src/schema/elements/kinds';
import { newLampPoint, newLegend, type LampType } from '../../shared/src/schema/elements/lighting';
import { newPageId } from '../../shared/src/schema/ids';
import type { ElementJSON, PageJSON } from '../../shared/src/schema/types';
import { DRAG_TARGET, PAGE } from './editor-fixtures';

const TYPES: LampType[] = ['downlight', 'spotlight', 'pendant', 'wall'];
const NAMES: Record<string, string> = { downlight: '筒灯', spotlight: '射灯', pendant: '吊线灯', wall: '壁灯' };
export const LEGEND_ID = 'elegendlamp';

const el = (base: Omit<ElementJSON, 'id'>, id: string, over: Record<string, unknown>): ElementJSON => ({ ...(base as ElementJSON), id, ...over });
const target = (): ElementJSON => el(newShape('rect', PAGE), DRAG_TARGET.id, DRAG_TARGET);
const pageOf = (items: ElementJSON[]): PageJSON[] => [{ id: newPageId(), name: '灯位图', editable: true, deletable: true, items }];

/** `n` lamps scattered (seeded), numbered 1… per type, spots and labels on, then three legends. */
export function lampPage(n: number): PageJSON[] {
  const random = mulberry32(1010);
  const numbers = new Map<string, number>();
  const lamps = Array.from({ length: n }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    const number = (numbers.get(type) ?? 0) + 1;
    numbers.set(type, number);
    return el(newLampPoint(type, PAGE, NAMES[type]!), `elamp${String(i).padStart(6, '0')}`, {
      left: Math.round(random() * (PAGE.width - 48)),
      top: Math.round(random() * (PAGE.height - 48)),
      number,
      spot: true,
    });
  });
  const legends = [
    el(newLegend('lamp-point', PAGE), LEGEND_ID, { showCount: true }),
    el(newLegend('ill-range', PAGE), 'elegendill0', { left: 40 }),
    el(newLegend('activity-range', PAGE), 'elegendact0', { left: 440 }),
  ];
  return pageOf([...lamps, ...legends, target()]);
}

/** `n` plain rectangles scattered like the lamps, then the drag target. */
export function rectPage(n: number): PageJSON[] {
  const random = mulberry32(1010);
  const rects = Array.from({ length: n }, (_, i) =>
    el(newShape('rect', PAGE), `erect${String(i).padStart(6, '0')}`, { left: Math.round(random() * (PAGE.width - 48)), top: Math.round(random() * (PAGE.height - 48)), width: 48, height: 48 }),
  );
  return pageOf([...rects, target()]);
}
