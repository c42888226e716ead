import { describe, expect, it } from 'vitest';
import { capitalYuan } from './capital';
import { MAX_FEN } from './fen';

// Each case: fen, the 大写 written out by hand, and the rule of 《正确填写票据和结算凭证的基本规定》
// (see capital.ts) it shows.
describe('capitalYuan: the amounts issue 14 names', () => {
  it.each([
    [0, '零元整', 'zero is 零元整'],
    [5, '伍分', 'under one yuan: no leading 零元'],
    [1000, '壹拾元整', 'a leading ten is 壹拾; ending at 元 → 整 (三)'],
    [10001050, '壹拾万零壹拾元零伍角', 'zeros starting the lower section → one 零 (五)2; 元 digit 0 before 角 → 零 (五)3; no 整 after 角 (三)'],
    [100000000, '壹佰万元整', 'trailing zero sections are silent'],
    [MAX_FEN, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分', 'the largest amount, 999,999,999,999.99; no 整 after 分 (三)'],
  ])('%i fen → %s (%s)', (fen, text) => expect(capitalYuan(fen)).toBe(text));
});

describe('capitalYuan: tricky amounts', () => {
  it.each([
    [100000000001, '壹拾亿元零壹分', 'two empty sections say nothing; 角 0 and 分 not → 零 after 元 (五)4'],
    [1000500, '壹万零伍元整', 'a run of three zeros → one 零 (五)2'],
    [50, '伍角', 'under one yuan; 整 left out after 角 (三)'],
    [101000, '壹仟零壹拾元整', 'inner zero → 零 (五)1; 壹拾 inside a number too'],
    [10000000000, '壹亿元整', 'the 亿 unit, zero sections below are silent'],
    [2030406, '贰万零叁佰零肆元零陆分', 'section starting with zero → 零; inner zero → 零; 角 0 → 零 before 分'],
    [10001000000, '壹亿零壹万元整', '100,010,000: the 万 section starts with zeros → one 零'],
    [10000010000, '壹亿零壹佰元整', '100,000,100: a whole zero 万 section and zeros below → one 零'],
    [10000100000, '壹亿零壹仟元整', 'zero 万 section then a full lower section still needs 零'],
    [110000000, '壹佰壹拾万元整', 'trailing zeros of a section are silent'],
  ])('%i fen → %s (%s)', (fen, text) => expect(capitalYuan(fen)).toBe(text));
});

describe("capitalYuan: the rule's own examples (五)", () => {
  it.each([
    [140950, '壹仟肆佰零玖元伍角', '(五)1'],
    [600714, '陆仟零柒元壹角肆分', '(五)2'],
    [168032, '壹仟陆佰捌拾元零叁角贰分', '(五)3, first form'],
    [10700053, '壹拾万柒仟元零伍角叁分', '(五)3, first form'],
    [1640902, '壹万陆仟肆佰零玖元零贰分', '(五)4'],
    [32504, '叁佰贰拾伍元零肆分', '(五)4'],
  ])('%i fen → %s %s', (fen, text) => expect(capitalYuan(fen)).toBe(text));
});

describe('capitalYuan refuses what is not money', () => {
  it.each([-1, 1.5, NaN, Infinity, MAX_FEN + 1])('%s throws', (fen) => {
    expect(() => capitalYuan(fen)).toThrow(RangeError);
  });
});
