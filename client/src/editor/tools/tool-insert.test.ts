import { describe, expect, it } from 'vitest';
import { checkTemplatePages } from '../../../../shared/src/templates/validate';
import { resultTable, roomWithLamps } from './tool-insert';

const page = { width: 1920, height: 1080 };
const report = {
  title: '灯具数量计算',
  rows: [
    ['房间尺寸', '6 × 4 m'],
    ['所需灯具数量', '9'],
  ] as [string, string][],
  grid: { length: 6, width: 4, cols: 3, rows: 3 },
};
const sound = (items: Record<string, unknown>[]) => checkTemplatePages([{ id: 'p', name: '页', items: items.map((el, i) => ({ id: `e${i}`, ...el })) } as never], page);

describe('a tool result on the page', () => {
  it('is a two-column table with its title and a row per figure, inside the page', () => {
    const table = resultTable(report, page, ['项目', '数值']);
    expect((table.columns as { name: string }[]).map((c) => c.name)).toEqual(['项目', '数值']);
    expect(table.rows).toEqual([{ c1: '灯具数量计算' }, { c1: '房间尺寸', c2: '6 × 4 m' }, { c1: '所需灯具数量', c2: '9' }]);
    expect(sound([table])).toEqual([]);
  });

  it('draws the room to scale with the lamps on the grid, numbered 1…n', () => {
    const items = roomWithLamps(report.grid, { width: 1200, height: 800 }, '筒灯');
    const lamps = items.filter((el) => el.tag === 'lamp-point');
    expect(lamps.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const wall = items.find((el) => el.tag === 'shape')!;
    // 6 × 4 m keeps its proportions
    expect(Number(wall.width) / Number(wall.height)).toBeCloseTo(1.5, 1);
    expect(checkTemplatePages([{ id: 'p', name: '页', items: items.map((el, i) => ({ id: `e${i}`, ...el })) } as never], { width: 1200, height: 800 })).toEqual([]);
  });
});
