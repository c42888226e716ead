import { describe, expect, it } from 'vitest';
import { canAddColumn, canAddRow, canRemoveColumn, movedIndex, newColumnName, sceneColumnName } from './scene-columns';
import { SPACE_DEVICE } from './space-device';
import { SPACE_RHYTHM } from './space-rhythm';
import { SPECIAL_ACTIVITY } from './special-activity';
import { HABIT_MAX_SCENES, USER_HABIT } from './user-habit';

// Spec 001 §4: the habit table's scene columns can be added, deleted and moved left or right
// (edge moves blocked); §5: names at most 20, row caps 12 (habit, rhythm, device) and 9.

describe('movedIndex', () => {
  it('blocks moves past either edge', () => {
    expect(movedIndex(8, 0, -1)).toBeNull();
    expect(movedIndex(8, 7, 1)).toBeNull();
    expect(movedIndex(1, 0, 1)).toBeNull();
    expect(movedIndex(1, 0, -1)).toBeNull();
  });

  it('moves one step inside', () => {
    expect(movedIndex(8, 0, 1)).toBe(1);
    expect(movedIndex(8, 7, -1)).toBe(6);
    expect(movedIndex(8, 3, -1)).toBe(2);
    expect(movedIndex(8, 3, 1)).toBe(4);
  });

  it('a column not in the list goes nowhere', () => {
    expect(movedIndex(8, -1, 1)).toBeNull();
    expect(movedIndex(8, 8, -1)).toBeNull();
    expect(movedIndex(0, 0, 1)).toBeNull();
  });
});

describe('sceneColumnName', () => {
  const others = ['客厅', '餐厅', '主卧'];

  it('trims and accepts a new name of up to 20 characters', () => {
    expect(sceneColumnName('  书房 ', others)).toEqual({ ok: true, value: '书房' });
    expect(sceneColumnName('间'.repeat(20), others)).toEqual({ ok: true, value: '间'.repeat(20) });
    expect(sceneColumnName('🛋'.repeat(20), others)).toEqual({ ok: true, value: '🛋'.repeat(20) });
  });

  it('refuses a duplicate, even with spaces around it', () => {
    expect(sceneColumnName('餐厅', others)).toEqual({ ok: false, key: 'planningTable.rule.columnTaken' });
    expect(sceneColumnName(' 主卧  ', others)).toEqual({ ok: false, key: 'planningTable.rule.columnTaken' });
    expect(sceneColumnName('客厅', [' 客厅 '])).toEqual({ ok: false, key: 'planningTable.rule.columnTaken' });
  });

  it('refuses an empty name and one over 20 characters', () => {
    expect(sceneColumnName('   ', others)).toEqual({ ok: false, key: 'planning.rule.nameRequired' });
    expect(sceneColumnName(undefined, others)).toEqual({ ok: false, key: 'planning.rule.nameRequired' });
    expect(sceneColumnName('间'.repeat(21), others)).toEqual({ ok: false, key: 'planning.rule.nameTooLong', params: { max: 20 } });
  });
});

describe('column and row counts', () => {
  const habit = USER_HABIT.scenes!;

  it('adds columns up to the habit table’s maximum', () => {
    expect(habit.max).toBe(HABIT_MAX_SCENES);
    expect(canAddColumn(habit, habit.max - 1)).toEqual({ ok: true, value: true });
    expect(canAddColumn(habit, habit.max)).toEqual({ ok: false, key: 'planningTable.rule.tooManyColumns', params: { max: habit.max } });
    expect(canAddColumn(SPACE_RHYTHM.scenes!, 8)).toEqual({ ok: false, key: 'planningTable.rule.tooManyColumns', params: { max: 8 } });
  });

  it('keeps the last column', () => {
    expect(canRemoveColumn(2)).toEqual({ ok: true, value: true });
    expect(canRemoveColumn(1)).toEqual({ ok: false, key: 'planningTable.rule.lastColumn' });
    expect(canRemoveColumn(0)).toMatchObject({ ok: false });
  });

  it.each([
    ['habit', USER_HABIT.rowCap, 12],
    ['rhythm', SPACE_RHYTHM.rowCap, 12],
    ['device', SPACE_DEVICE.rowCap, 12],
    ['special activity', SPECIAL_ACTIVITY.rowCap, 9],
  ])('the %s table takes rows up to %i', (_name, cap, expected) => {
    expect(cap).toBe(expected);
    expect(canAddRow(cap, cap - 1)).toEqual({ ok: true, value: true });
    expect(canAddRow(cap, cap)).toEqual({ ok: false, key: 'planningTable.rule.tooManyRows', params: { max: expected } });
    expect(canAddRow(cap, cap + 1)).toMatchObject({ ok: false });
  });
});

describe('newColumnName', () => {
  it('numbers after the existing columns', () => {
    expect(newColumnName([])).toBe('场景1');
    expect(newColumnName(['客厅', '餐厅'])).toBe('场景3');
  });

  it('skips names already taken', () => {
    expect(newColumnName(['客厅', '场景3'])).toBe('场景4');
    expect(newColumnName(['场景2', '场景3', '场景4'])).toBe('场景5');
    expect(newColumnName(['a'], 'Scene ')).toBe('Scene 2');
  });

  it('the name it gives passes sceneColumnName', () => {
    const existing = [...USER_HABIT.scenes!.defaults['']!, '场景9'];
    const name = newColumnName(existing);
    expect(name).toBe('场景10');
    expect(sceneColumnName(name, existing)).toEqual({ ok: true, value: name });
  });
});
