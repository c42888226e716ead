import { describe, expect, it } from 'vitest';
import { PLANNING_TABLE_TAGS, PLANNING_TABLES } from '../../planning/tables';
import { sceneKey } from '../../planning/tables/table-def';
import { PLANNING_ROWS, rowListsOf, SCENE_COLUMNS } from '../table-rows';
import { blankRow, cellCheck, defaultColumns, newPlanningTable, scoresOf, TABLE_HARD_MAX_ROWS } from './planning-table';
import { checkElement, KIND_FIELDS } from './specs';

// The planning tables as the document reader sees them (issue 11): each cell cleaned by its
// column's rule and noted when changed, so doc/update never stores what the editor refuses.

const PAGE = { width: 1920, height: 1080 };
const HABIT = PLANNING_TABLES['space-user-habit'];
let n = 0;
const ids = () => `r${++n}`;

const read = (el: Record<string, unknown>) => {
  const problems: string[] = [];
  const out = checkElement({ id: 'e1', ...el }, problems, 'e1')!;
  return { out, rows: out.rows as Record<string, unknown>[], problems };
};
const habit = (rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({ ...newPlanningTable(HABIT, PAGE, ids), rows, ...extra });

describe('planning tables in the schema', () => {
  it('every table kind has its fields and its row lists', () => {
    for (const tag of PLANNING_TABLE_TAGS) {
      expect(KIND_FIELDS[tag], tag).toBeDefined();
      expect(rowListsOf(tag)).toEqual([PLANNING_ROWS, SCENE_COLUMNS]);
    }
    expect(PLANNING_ROWS.key).toBe('rows');
    expect(SCENE_COLUMNS.key).toBe('columns');
  });

  it.each(PLANNING_TABLE_TAGS)('a new %s reads back as it was made, with no problems', (tag) => {
    const def = PLANNING_TABLES[tag];
    const el = newPlanningTable(def, PAGE, ids);
    const { out, problems } = read(el as Record<string, unknown>);
    expect(problems).toEqual([]);
    expect(out).toMatchObject(el);
    expect((out.rows as unknown[]).length).toBe(def.rows().length);
    // centred on the page
    expect(out.left).toBe((PAGE.width - def.box.width) / 2);
    expect(out.top).toBe((PAGE.height - def.box.height) / 2);
  });

  it('a new table has fresh row and column ids, its default columns and its title', () => {
    const habitTable = newPlanningTable(HABIT, PAGE) as Record<string, unknown>;
    const rowIds = (habitTable.rows as { id: string }[]).map((r) => r.id);
    const colIds = (habitTable.columns as { id: string }[]).map((c) => c.id);
    expect(new Set([...rowIds, ...colIds]).size).toBe(rowIds.length + colIds.length);
    expect((habitTable.columns as { name: string }[]).map((c) => c.name)).toEqual(HABIT.scenes!.defaults['']);
    const special = newPlanningTable(PLANNING_TABLES['space-special-activity'], PAGE) as Record<string, unknown>;
    expect(special.title).toBe('特殊活动');
    expect(special.columns).toBeUndefined();
    const rhythm = newPlanningTable(PLANNING_TABLES['space-rhythm'], PAGE) as Record<string, unknown>;
    expect(rhythm.variant).toBe('time');
    expect((rhythm.columns as unknown[]).length).toBe(6);
  });

  it('an age of 121 is noted and blanked', () => {
    const { rows, problems } = read(habit([{ id: 'a', name: '爷爷', grade: 'male', age: 121 }]));
    expect(rows[0]).toEqual({ id: 'a', name: '爷爷', grade: 'male', age: '' });
    expect(problems).toEqual(['e1.rows[0].age: a cell its column refuses']);
  });

  it('an age of 1.5 or 0 is noted and blanked; 1 and 120 stand', () => {
    const { rows, problems } = read(habit([
      { id: 'a', age: 1.5 },
      { id: 'b', age: 0 },
      { id: 'c', age: 1 },
      { id: 'd', age: 120 },
    ]));
    expect(rows.map((r) => r.age)).toEqual(['', '', 1, 120]);
    expect(problems).toHaveLength(2);
  });

  it('text over its max is cut and noted', () => {
    const { rows, problems } = read(habit([{ id: 'a', name: '名'.repeat(25), grade: '', age: '' }]));
    expect(rows[0]!.name).toBe('名'.repeat(20));
    expect(problems).toEqual(['e1.rows[0].name: a cell its column refuses']);
  });

  it('text with spaces around it is trimmed and noted', () => {
    const { rows, problems } = read(habit([{ id: 'a', name: ' 奶奶 ', grade: 'female', age: 80 }]));
    expect(rows[0]).toEqual({ id: 'a', name: '奶奶', grade: 'female', age: 80 });
    expect(problems).toEqual(['e1.rows[0].name: a cell outside its column’s rule']);
  });

  it('a choice not in the list is noted and blanked', () => {
    const { rows, problems } = read(habit([{ id: 'a', grade: 'other' }]));
    expect(rows[0]!.grade).toBe('');
    expect(problems).toHaveLength(1);
  });

  it('a 13th row of a habit table is noted but kept', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ id: `r${i}`, name: `成员${i}`, grade: '', age: '' }));
    const { rows, problems } = read(habit(thirteen));
    expect(rows).toHaveLength(13);
    expect(rows[12]!.name).toBe('成员12');
    expect(problems).toEqual(['e1.rows: more than 12 rows']);
    // twelve are clean
    expect(read(habit(thirteen.slice(0, 12))).problems).toEqual([]);
  });

  it('rows past the hard limit are dropped', () => {
    const many = Array.from({ length: TABLE_HARD_MAX_ROWS + 5 }, (_, i) => ({ id: `r${i}` }));
    expect(read(habit(many)).rows).toHaveLength(TABLE_HARD_MAX_ROWS);
  });

  it('a score of 4 under s.<id> is noted and blanked; 1..3 stand', () => {
    const { rows, problems } = read(habit([{ id: 'a', name: '男主人', grade: 'male', age: 40, 's.c1': 4, 's.c2': 3, 's.c3': 1 }]));
    expect(rows[0]).toMatchObject({ 's.c1': '', 's.c2': 3, 's.c3': 1 });
    expect(problems).toEqual(['e1.rows[0].s.c1: a cell its column refuses']);
  });

  it('a row without an id is noted', () => {
    expect(read(habit([{ name: '孩子' }])).problems.length).toBeGreaterThan(0);
  });

  it('a scene column name over 20 is cut and noted; 13 habit columns are noted', () => {
    const cols = Array.from({ length: 13 }, (_, i) => ({ id: `c${i}`, name: `场景${i}` }));
    cols[0]!.name = '长'.repeat(21);
    const { out, problems } = read(habit([{ id: 'a' }], { columns: cols }));
    expect((out.columns as { name: string }[])[0]!.name).toBe('长'.repeat(20));
    expect(out.columns).toHaveLength(13);
    expect(problems).toEqual(['e1.columns[0].name: a name over 20 characters', 'e1.columns: more than 12 rows']);
  });

  it('a special activity title over 100 is cut and noted', () => {
    const def = PLANNING_TABLES['space-special-activity'];
    const el = { ...newPlanningTable(def, PAGE, ids), title: '题'.repeat(101) };
    const { out, problems } = read(el);
    expect(out.title).toBe('题'.repeat(100));
    expect(problems).toEqual(['e1.title: a title over 100 characters']);
  });

  it('a rhythm table of an unknown variant reads as by time', () => {
    const def = PLANNING_TABLES['space-rhythm'];
    const { out } = read({ ...newPlanningTable(def, PAGE, ids), variant: 'weekday' });
    expect(out.variant).toBe('time');
  });

  it('device counts stored negative read absolute, noted', () => {
    const def = PLANNING_TABLES['space-device'];
    const { rows, problems } = read({ ...newPlanningTable(def, PAGE, ids), rows: [{ ...blankRow(def, 'a'), deviceCount: -7 }] });
    expect(rows[0]!.deviceCount).toBe(7);
    expect(problems).toEqual(['e1.rows[0].deviceCount: a cell outside its column’s rule']);
  });
});

describe('cellCheck', () => {
  it('lets an empty or missing cell stand as the blank of its rule', () => {
    const problems: string[] = [];
    expect(cellCheck({ type: 'number', min: 1, max: 120, bad: 'revert' })('', problems, 'x')).toBe('');
    expect(cellCheck({ type: 'number', min: 0, max: 9, bad: 'clamp' })(undefined, problems, 'x')).toBe(0);
    expect(cellCheck({ type: 'choice', options: ['a'] })('', problems, 'x')).toBe('');
    expect(problems).toEqual([]);
  });

  it('a clean cell stands without a note', () => {
    const problems: string[] = [];
    expect(cellCheck({ type: 'date' })('2024-02-29', problems, 'x')).toBe('2024-02-29');
    expect(cellCheck({ type: 'score' })(2, problems, 'x')).toBe(2);
    expect(problems).toEqual([]);
  });

  it('a bad date is blanked, noted', () => {
    const problems: string[] = [];
    expect(cellCheck({ type: 'date' })('2026-02-30', problems, 'x')).toBe('');
    expect(problems).toEqual(['x: a cell its column refuses']);
  });
});

describe('blankRow, defaultColumns, scoresOf', () => {
  it('a blank row has its id and each column blank', () => {
    expect(blankRow(HABIT, 'x')).toEqual({ id: 'x', name: '', grade: '', age: '' });
    expect(blankRow(PLANNING_TABLES['space-device'], 'y')).toEqual({ id: 'y', name: '', lamps: '', sensor: '', switch: '', deviceCount: 0, gateway: '', gatewayCount: 0 });
  });

  it('default columns follow the variant', () => {
    const rhythm = PLANNING_TABLES['space-rhythm'];
    expect(defaultColumns(rhythm, 'space', ids).map((c) => c.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(defaultColumns(rhythm, undefined, ids)).toHaveLength(6);
    expect(defaultColumns(PLANNING_TABLES['space-ldk'])).toEqual([]);
  });

  it('scores come in column order, blank where none', () => {
    expect(scoresOf({ id: 'a', [sceneKey('c2')]: 3, [sceneKey('c1')]: 1 }, [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }])).toEqual([1, 3, '']);
  });
});
