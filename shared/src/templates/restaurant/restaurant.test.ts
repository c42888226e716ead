import { describe, expect, it } from 'vitest';
import { checkDeck } from '../office/deck-test-kit';
import { RESTAURANT_DECK } from './index';

describe('the restaurant deck', () => {
  it('is sound full and short, nine chapters in the spec order, cover filled', () => {
    const { full } = checkDeck(RESTAURANT_DECK, ['项目分析', '项目概念', '项目依据', '设计理念', '设计要点', '整体规划', '空间效果', '设备选型', '设计说明']);
    expect(full.length).toBeGreaterThanOrEqual(35);
    const all = JSON.stringify(full);
    // spec 002 §9: the restaurant's colour-rendering targets
    expect(all).toContain('Ra > 95');
    expect(all).toContain('R9 > 80');
    // the plan holds the spaces the brief names, with lamps on them
    const layout = full.find((p) => p.name === '灯具点位布置')!;
    const labels = layout.items.map((el) => String(el.html ?? '')).join('');
    for (const room of ['散座大厅', '包间', '吧台', '入口门厅', '传菜明档']) expect(labels).toContain(room);
    expect(layout.items.filter((el) => el.tag === 'lamp-point').length).toBeGreaterThan(30);
  });
});
