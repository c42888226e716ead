import { describe, expect, it } from 'vitest';
import { blankCell, cellVerdict, clampNumber, isDay, type CellRule } from './cell-rules';
import { AGE_RANGE, MEMBER_COLUMNS } from './member-columns';
import { PROJECT_FIELDS } from './project-base';
import { SPACE_DEVICE } from './space-device';
import { SPACE_LDK } from './space-ldk';

// Spec 001 §5's cell rules (issue 11): what the in-place editor stores for a typed value, or
// the refusal it shows (the cell then keeps its old value).

const ruleOf = (columns: readonly { key: string; rule: CellRule }[], key: string): CellRule => columns.find((c) => c.key === key)!.rule;
const AGE = ruleOf(MEMBER_COLUMNS, 'age');
const NAME = ruleOf(MEMBER_COLUMNS, 'name');
const GRADE = ruleOf(MEMBER_COLUMNS, 'grade');
const SCORE: CellRule = { type: 'score' };
const DEVICES = ruleOf(SPACE_DEVICE.columns, 'deviceCount');
const LDK_LX = ruleOf(SPACE_LDK.columns, 'lx');
const LDK_CCT = ruleOf(SPACE_LDK.columns, 'cct');
const FLOOR = ruleOf(PROJECT_FIELDS, 'floorHeight');
const BUDGET = ruleOf(PROJECT_FIELDS, 'budget');

describe('habit age (1..120 whole, else reverts)', () => {
  it('is the member columns’ rule', () => {
    expect(AGE).toEqual({ type: 'number', min: 1, max: 120, bad: 'revert' });
    expect(AGE_RANGE).toEqual({ min: 1, max: 120 });
  });

  it.each([
    [1, 1],
    [120, 120],
    ['35', 35],
    [' 7 ', 7],
  ])('accepts %j as %j', (raw, value) => {
    expect(cellVerdict(AGE, raw)).toEqual({ ok: true, value });
  });

  it.each([0, 121, 1.5, -3, '0', '121', '1.5'])('refuses %j with the range (no clamping)', (raw) => {
    expect(cellVerdict(AGE, raw)).toEqual({ ok: false, key: 'planningTable.rule.intRange', params: { min: 1, max: 120 } });
  });

  it.each(['abc', '', '   ', Number.NaN, Infinity, null, undefined, {}])('refuses %j as not a number', (raw) => {
    expect(cellVerdict(AGE, raw)).toEqual({ ok: false, key: 'planningTable.rule.notNumber' });
  });
});

describe('scene scores 1..3', () => {
  it.each([1, 2, 3, '3'])('accepts %j', (raw) => {
    expect(cellVerdict(SCORE, raw)).toEqual({ ok: true, value: Number(raw) });
  });

  it.each([0, 4, 2.5, -1, 'x', ''])('refuses %j', (raw) => {
    expect(cellVerdict(SCORE, raw)).toEqual({ ok: false, key: 'planningTable.rule.score', params: { min: 1, max: 3 } });
  });
});

describe('text cells', () => {
  it('counts characters, not UTF-16 units: 20 pass, 21 do not', () => {
    expect(cellVerdict(NAME, '一'.repeat(20))).toEqual({ ok: true, value: '一'.repeat(20) });
    expect(cellVerdict(NAME, 'a'.repeat(21))).toEqual({ ok: false, key: 'planningTable.rule.tooLong', params: { max: 20 } });
    // 20 emoji are 40 UTF-16 units but 20 characters
    const emoji = '💡'.repeat(20);
    expect(emoji.length).toBe(40);
    expect(cellVerdict(NAME, emoji)).toEqual({ ok: true, value: emoji });
    expect(cellVerdict(NAME, `${emoji}a`)).toMatchObject({ ok: false, key: 'planningTable.rule.tooLong' });
  });

  it('trims before counting and stores the trimmed text', () => {
    expect(cellVerdict(NAME, `  ${'b'.repeat(20)}  `)).toEqual({ ok: true, value: 'b'.repeat(20) });
    expect(cellVerdict(NAME, '  男主人 ')).toEqual({ ok: true, value: '男主人' });
  });

  it('an empty optional text is stored empty; a required one is refused', () => {
    expect(cellVerdict(NAME, '   ')).toEqual({ ok: true, value: '' });
    const required: CellRule = { type: 'text', max: 20, required: true };
    expect(cellVerdict(required, '   ')).toEqual({ ok: false, key: 'planningTable.rule.required' });
    expect(cellVerdict(required, undefined)).toEqual({ ok: false, key: 'planningTable.rule.required' });
    expect(cellVerdict(required, ' 日常 ')).toEqual({ ok: true, value: '日常' });
  });

  it('a number typed into text is its digits', () => {
    expect(cellVerdict(NAME, 12)).toEqual({ ok: true, value: '12' });
  });

  it.each([
    [50, 'space-activity name'],
    [500, 'activity'],
  ])('max %i holds exactly that many', (max) => {
    const rule: CellRule = { type: 'text', max };
    expect(cellVerdict(rule, '灯'.repeat(max))).toMatchObject({ ok: true });
    expect(cellVerdict(rule, '灯'.repeat(max + 1))).toEqual({ ok: false, key: 'planningTable.rule.tooLong', params: { max } });
  });
});

describe('clamped numbers', () => {
  it('a negative count is made absolute', () => {
    expect(cellVerdict(DEVICES, -5)).toEqual({ ok: true, value: 5 });
    expect(cellVerdict(DEVICES, '-12')).toEqual({ ok: true, value: 12 });
  });

  it('over max is max, under min is min, off-step is rounded', () => {
    expect(cellVerdict(DEVICES, 10_000)).toEqual({ ok: true, value: 9999 });
    expect(cellVerdict(DEVICES, 3.4)).toEqual({ ok: true, value: 3 });
    expect(cellVerdict(LDK_LX, 754)).toEqual({ ok: true, value: 750 });
    expect(cellVerdict(LDK_LX, 755)).toEqual({ ok: true, value: 760 });
    expect(cellVerdict(LDK_LX, 2500)).toEqual({ ok: true, value: 2000 });
    // no abs: a negative lx is clamped to the bottom
    expect(cellVerdict(LDK_LX, -40)).toEqual({ ok: true, value: 0 });
    expect(cellVerdict(LDK_CCT, 1000)).toEqual({ ok: true, value: 1750 });
    expect(cellVerdict(LDK_CCT, 4020)).toEqual({ ok: true, value: 4000 });
    expect(cellVerdict(LDK_CCT, 4030)).toEqual({ ok: true, value: 4050 });
  });

  it('decimal steps leave no float noise', () => {
    expect(cellVerdict(FLOOR, 2.755)).toEqual({ ok: true, value: 2.76 });
    expect(cellVerdict(FLOOR, '2.8')).toEqual({ ok: true, value: 2.8 });
    expect(cellVerdict(FLOOR, 25)).toEqual({ ok: true, value: 20 });
    expect(cellVerdict(BUDGET, 0.30000000000000004)).toEqual({ ok: true, value: 0.3 });
    expect(cellVerdict(BUDGET, 12.34)).toEqual({ ok: true, value: 12.3 });
    expect(clampNumber(0.1 + 0.2, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(clampNumber(0.7, { min: 0, max: 1, step: 0.1 })).toBe(0.7);
  });

  it('refuses what is not a number', () => {
    expect(cellVerdict(DEVICES, 'twelve')).toEqual({ ok: false, key: 'planningTable.rule.notNumber' });
  });

  it('clampNumber has the spec’s defaults: min 0, max 10, step 1', () => {
    expect(clampNumber(11)).toBe(10);
    expect(clampNumber(-1)).toBe(0);
    expect(clampNumber(3.6)).toBe(4);
    expect(clampNumber(3.4)).toBe(3);
    expect(clampNumber(10)).toBe(10);
  });

  it('clampNumber counts the step from min and honours precision', () => {
    expect(clampNumber(7, { min: 1, max: 20, step: 5 })).toBe(6);
    expect(clampNumber(19, { min: 1, max: 20, step: 5 })).toBe(20);
    expect(clampNumber(1.23456, { min: 0, max: 10, step: 0, precision: 2 })).toBe(1.23);
  });
});

describe('dates', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', ''])('accepts %j', (raw) => {
    expect(cellVerdict({ type: 'date' }, raw)).toEqual({ ok: true, value: raw });
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-5', '2026/02/01', 'soon'])('refuses %j', (raw) => {
    expect(cellVerdict({ type: 'date' }, raw)).toEqual({ ok: false, key: 'planningTable.rule.date' });
  });

  it('isDay knows the calendar', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2100-02-29')).toBe(false);
    expect(isDay('2000-02-29')).toBe(true);
    expect(isDay('2026-04-31')).toBe(false);
  });

  it('trims a typed date', () => {
    expect(cellVerdict({ type: 'date' }, ' 2026-05-01 ')).toEqual({ ok: true, value: '2026-05-01' });
  });
});

describe('choices', () => {
  it('accepts an option of the list and refuses anything else', () => {
    expect(cellVerdict(GRADE, 'male')).toEqual({ ok: true, value: 'male' });
    expect(cellVerdict(GRADE, 'female')).toEqual({ ok: true, value: 'female' });
    for (const raw of ['other', 'Male', '男', '', 1, undefined]) expect(cellVerdict(GRADE, raw)).toEqual({ ok: false, key: 'planningTable.rule.choice' });
  });
});

describe('blank cells', () => {
  it('counts start at 0 (or their min), everything else empty', () => {
    expect(blankCell(DEVICES)).toBe(0);
    expect(blankCell(LDK_CCT)).toBe(1750);
    expect(blankCell(AGE)).toBe('');
    expect(blankCell(NAME)).toBe('');
    expect(blankCell(GRADE)).toBe('');
    expect(blankCell(SCORE)).toBe('');
    expect(blankCell({ type: 'date' })).toBe('');
  });
});
