import { describe, expect, it } from 'vitest';
import { checkDeck } from './deck-test-kit';
import { OFFICE_DECK } from './index';

describe('the office deck', () => {
  it('is sound full and short, chapters in the spec order, cover filled', () => {
    const { full, short } = checkDeck(OFFICE_DECK, ['设计分析', '设计理念', '设计依据', '设计规划', '设计方案', '设备选型']);
    expect(full.length).toBeGreaterThanOrEqual(30);
    expect(short.length).toBeLessThan(full.length);
    // the simulation's figures and the glare check against the office limit
    const all = JSON.stringify(full);
    for (const lx of ['800 lx', '243', '510', '442', '330']) expect(all).toContain(lx);
    const glare = full.flatMap((p) => p.items).find((el) => el.tag === 'glare');
    expect(glare).toMatchObject({ level: 5, space: 'office' });
    // modes of the four rooms the spec names
    for (const room of ['董事长办公室', '高管会议室', '大会议室', '小会议室']) expect(full.some((p) => p.name === `${room}灯光模式`)).toBe(true);
  });
});
