import { describe, expect, it } from 'vitest';
import { checkDeck } from '../office/deck-test-kit';
import { HOSPITAL_DECK } from './index';

describe('the hospital deck', () => {
  it('is sound full and short, chapters in the spec order, cover filled', () => {
    const { full } = checkDeck(HOSPITAL_DECK, ['设计分析', '设计理念', '设计依据', '设计规划', '设计方案', '设备选型']);
    expect(full.length).toBeGreaterThanOrEqual(28);
    const all = JSON.stringify(full);
    // spec 002 §9: the schedule, the three modes and the sample lamp
    for (const words of ['07:00–20:00', '20:00–00:00', '00:00–07:00', '< 1%', '24 W', '5000K', '110°', '2700–3500K', '3500–5200K', '5200–6500K']) expect(all).toContain(words);
    expect(full.flatMap((p) => p.items).find((el) => el.tag === 'glare')).toMatchObject({ space: 'ward' });
  });
});
