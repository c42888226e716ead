import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { activityLeft, activityLx, activityName, arrowDirection, arrowWidth, DEFAULT_ACTIVITIES, freeLeft } from './vision';

// The visual-interest chart's rules (spec 002 §5: name ≤ 20 and unique, lx 0..1000 step 10)
// and its sample walk.

describe('activity names', () => {
  it('are trimmed and at most 20 characters: 20 pass, 21 are refused', () => {
    expect(activityName(` ${'景'.repeat(20)} `, [])).toEqual({ ok: true, value: '景'.repeat(20) });
    expect(activityName('景'.repeat(21), [])).toEqual({ ok: false, key: 'planning.rule.nameTooLong', params: { max: 20 } });
    // an emoji is one character, as the designer counts
    expect(activityName('🙂'.repeat(20), [])).toEqual({ ok: true, value: '🙂'.repeat(20) });
  });

  it('are unique: a name another activity has is refused with 已存在同名活动', () => {
    expect(activityName('餐桌', ['玄关端景', '餐桌'])).toEqual({ ok: false, key: 'planning.rule.activityNameTaken' });
    expect(activityName(' 餐桌 ', ['餐桌 '])).toEqual({ ok: false, key: 'planning.rule.activityNameTaken' });
    expect(activityName('餐桌', ['玄关端景'])).toEqual({ ok: true, value: '餐桌' });
    expect(translate('zh-CN', 'planning.rule.activityNameTaken')).toBe('已存在同名活动');
    expect(translate('en', 'planning.rule.activityNameTaken')).toBe('An activity with the same name already exists');
    expect(translate('zh-TW', 'planning.rule.activityNameTaken')).toBe('已存在同名活動');
  });

  it('are not empty', () => {
    expect(activityName('   ', [])).toEqual({ ok: false, key: 'planning.rule.nameRequired' });
    expect(activityName(undefined, [])).toEqual({ ok: false, key: 'planning.rule.nameRequired' });
  });
});

describe('activity illuminance: 0..1000 lx, step 10', () => {
  it.each([
    [-10, 0],
    [0, 0],
    [4, 0],
    [5, 10],
    [14, 10],
    [15, 20],
    [333, 330],
    [995, 1000],
    [1000, 1000],
    [1010, 1000],
    [' 250 ', 250],
  ])('%j → %i', (raw, lx) => expect(activityLx(raw)).toEqual({ ok: true, value: lx }));

  it('refuses what is not a number', () => {
    expect(activityLx('亮')).toEqual({ ok: false, key: 'planning.rule.lxNotNumber' });
    expect(activityLx('')).toEqual({ ok: false, key: 'planning.rule.lxNotNumber' });
    expect(activityLx(Number.POSITIVE_INFINITY)).toEqual({ ok: false, key: 'planning.rule.lxNotNumber' });
  });
});

describe('activity position along the walk: whole percent 0..100', () => {
  it.each([
    [0, 0],
    [100, 100],
    [-1, 0],
    [101, 100],
    [250, 100],
    [33.4, 33],
    [66.5, 67],
    ['50', 50],
  ])('%j → %i', (raw, left) => expect(activityLeft(raw)).toEqual({ ok: true, value: left }));

  it('refuses what is not a number', () => {
    expect(activityLeft('中间')).toEqual({ ok: false, key: 'planning.rule.leftNotNumber' });
  });
});

describe('the optional arrow', () => {
  it('is none when absent, empty or "none"; else one of four directions', () => {
    expect(arrowDirection(undefined)).toEqual({ ok: true, value: undefined });
    expect(arrowDirection('')).toEqual({ ok: true, value: undefined });
    expect(arrowDirection('none')).toEqual({ ok: true, value: undefined });
    for (const d of ['left', 'right', 'up', 'down']) expect(arrowDirection(d)).toEqual({ ok: true, value: d });
    expect(arrowDirection('north')).toEqual({ ok: false, key: 'planning.rule.arrowUnknown' });
  });

  it('has a whole width of 1..40 px', () => {
    expect(arrowWidth(0)).toEqual({ ok: true, value: 1 });
    expect(arrowWidth(1)).toEqual({ ok: true, value: 1 });
    expect(arrowWidth(6.4)).toEqual({ ok: true, value: 6 });
    expect(arrowWidth(40)).toEqual({ ok: true, value: 40 });
    expect(arrowWidth(41)).toEqual({ ok: true, value: 40 });
    expect(arrowWidth('宽')).toEqual({ ok: false, key: 'planning.rule.widthNotNumber' });
  });
});

describe('the sample walk', () => {
  it('is five activities, in walking order, each passing the rules', () => {
    expect(DEFAULT_ACTIVITIES.map((a) => a.name)).toEqual(['玄关端景', '客厅背景墙', '餐桌', '走廊', '卧室阅读角']);
    const lefts = DEFAULT_ACTIVITIES.map((a) => a.left);
    expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    DEFAULT_ACTIVITIES.forEach((a, i) => {
      expect(activityName(a.name, DEFAULT_ACTIVITIES.filter((_, j) => j !== i).map((o) => o.name))).toEqual({ ok: true, value: a.name });
      expect(activityLx(a.lx)).toEqual({ ok: true, value: a.lx });
      expect(activityLeft(a.left)).toEqual({ ok: true, value: a.left });
      expect(arrowDirection(a.arrow)).toEqual({ ok: true, value: a.arrow });
    });
  });
});

describe('where a new activity goes', () => {
  it('is the middle of the widest free stretch of the walk', () => {
    expect(freeLeft([])).toBe(50);
    expect(freeLeft(DEFAULT_ACTIVITIES.map((a) => a.left))).toBe(19);
    expect(freeLeft([0, 100])).toBe(50);
    expect(freeLeft([10, 20])).toBe(60);
    expect(freeLeft([90, 10])).toBe(50);
  });
});
