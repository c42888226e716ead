// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANNING_TABLES, type PlanningTableTag } from '../../../../shared/src/planning/tables';
import type { TableRow } from '../../../../shared/src/planning/tables/table-def';
import { newPlanningTable } from '../../../../shared/src/schema/elements/planning-table';
import { alerts, button, editorWith, field, inspectorTestKit, pressEnter } from '../inspector-test-kit';
import { PlanningTableEdit } from './PlanningTableEdit';
import { PlanningTableInspector } from './PlanningTableInspector';

// A planning table's panel and in-place editor with a real editor and document, used the way a
// person uses them: buttons clicked, values typed and Enter pressed. Spec 001 §4-§5.

const { show, redraw, type, click, choose } = inspectorTestKit();
afterEach(() => vi.useRealTimers());

type Table = { rows: TableRow[]; columns: { id: string; name: string }[]; title?: string; variant?: string };

function setup(tag: PlanningTableTag, what: 'panel' | 'cells' = 'panel') {
  const { editor, id, read: el } = editorWith(newPlanningTable(PLANNING_TABLES[tag], { width: 1920, height: 1080 }));
  const table = () => el() as unknown as Table;
  show(() =>
    what === 'panel' ? (
      <PlanningTableInspector editor={editor} els={[el()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />
    ) : (
      <PlanningTableEdit editor={editor} session={null} el={el()} scale={0.5} ox={0} oy={0} />
    ),
  );
  return { editor, table };
}

describe('a planning table’s panel', () => {
  it('adds rows up to the cap of 12 (habit), then the button is off', () => {
    const { table } = setup('space-user-habit');
    expect(table().rows).toHaveLength(3);
    for (let i = 0; i < 9; i++) click('添加一行');
    expect(table().rows).toHaveLength(12);
    expect(button('添加一行').disabled).toBe(true);
  });

  it('special activity stops at 9 rows', () => {
    const { table } = setup('space-special-activity');
    for (let i = 0; i < 10; i++) if (!button('添加一行').disabled) click('添加一行');
    expect(table().rows).toHaveLength(9);
  });

  it('deletes a row 300 ms after the tap; the last row leaves one blank row behind', () => {
    vi.useFakeTimers();
    const { table } = setup('space-device');
    const ids = table().rows.map((r) => r.id);
    click('删除第 1 行');
    act(() => void vi.advanceTimersByTime(299));
    expect(table().rows.map((r) => r.id)).toEqual(ids);
    act(() => void vi.advanceTimersByTime(1));
    redraw();
    expect(table().rows.map((r) => r.id)).toEqual(ids.slice(1));
    for (let n = 1; n <= 2; n++) {
      click('删除第 1 行');
      act(() => void vi.advanceTimersByTime(300));
      redraw();
    }
    const rows = table().rows;
    expect(rows).toHaveLength(1);
    expect(ids).not.toContain(rows[0]!.id);
    expect(rows[0]).toMatchObject({ name: '', lamps: '', deviceCount: 0, gatewayCount: 0 });
  });

  it('a second tap within the 300 ms keeps the row', () => {
    vi.useFakeTimers();
    const { table } = setup('space-device');
    click('删除第 2 行');
    act(() => void vi.advanceTimersByTime(100));
    click('删除第 2 行');
    act(() => void vi.advanceTimersByTime(1000));
    expect(table().rows).toHaveLength(3);
  });

  it('moves scene columns; the edge moves are off; columns are added up to 12 and the last is kept', () => {
    const { table } = setup('space-user-habit');
    expect(button('左移 客厅').disabled).toBe(true);
    expect(button('右移 特殊作息').disabled).toBe(true);
    click('右移 客厅');
    expect(table().columns.map((c) => c.name).slice(0, 2)).toEqual(['餐厅', '客厅']);
    expect(button('左移 餐厅').disabled).toBe(true);
    click('左移 客厅');
    expect(table().columns.map((c) => c.name).slice(0, 2)).toEqual(['客厅', '餐厅']);
    for (let i = 0; i < 4; i++) click('添加场景列');
    expect(table().columns.map((c) => c.name).slice(8)).toEqual(['场景9', '场景10', '场景11', '场景12']);
    expect(button('添加场景列').disabled).toBe(true);
    for (const c of table().columns.slice(1)) click(`删除 ${c.name}`);
    expect(table().columns.map((c) => c.name)).toEqual(['客厅']);
    expect(button('删除 客厅').disabled).toBe(true);
  });

  it('switches the rhythm table between six times of day and eight numbered spaces', () => {
    const { table } = setup('space-rhythm');
    expect(table().columns.map((c) => c.name)).toHaveLength(6);
    choose('列', 'space');
    expect(table().variant).toBe('space');
    expect(table().columns.map((c) => c.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });
});

describe('the panel’s row form (where phones fill a table in)', () => {
  it('types the same rules into the open row; another row opens with a tap on it', () => {
    const { table } = setup('space-user-habit');
    expect(type('年龄', '121')).toBe('');
    expect(alerts()).toEqual(['⚠ 请输入 1 到 120 之间的整数']);
    expect(type('年龄', '64')).toBe('64');
    click('女主人');
    expect(document.querySelector('fieldset')!.getAttribute('aria-label')).toBe('第 2 行');
    expect(type('年龄', '30')).toBe('30');
    expect(table().rows.map((r) => r.age)).toEqual([64, 30, '']);
  });

  it('the project base shows its 20 fields; a day, a height to the centimetre, a choice', () => {
    const { table } = setup('project-base');
    expect(document.querySelectorAll('fieldset label')).toHaveLength(20);
    // (a date field cannot hold a day that does not exist; the rule refusing one is tested in shared/)
    expect(type('开工日期', '2026-05-01')).toBe('2026-05-01');
    expect(type('层高', '2.755')).toBe('2.76');
    choose('主要朝向', 'south-north');
    expect(table().rows[0]).toMatchObject({ startTime: '2026-05-01', floorHeight: 2.76, window: 'south-north' });
  });
});

describe('typing into a planning table’s cells', () => {
  it('an age of 121 or 0 reverts with the rule’s words; 1 and 120 are kept', () => {
    const { table } = setup('space-user-habit', 'cells');
    expect(type('1 · 年龄', '121')).toBe('');
    expect(alerts()).toEqual(['⚠ 请输入 1 到 120 之间的整数']);
    expect(type('1 · 年龄', '0')).toBe('');
    expect(type('1 · 年龄', '36.5')).toBe('');
    expect(table().rows[0]!.age).toBe('');
    expect(type('1 · 年龄', '120')).toBe('120');
    expect(alerts()).toEqual([]);
    expect(type('2 · 年龄', '1')).toBe('1');
    expect(table().rows.map((r) => r.age)).toEqual([120, 1, '']);
  });

  it('a name of 21 characters is refused, 20 kept; a scene column cannot take another column’s name', () => {
    const { table } = setup('space-user-habit', 'cells');
    expect(type('1 · 成员', '一'.repeat(21))).toBe('男主人');
    expect(alerts()).toEqual(['⚠ 最多20个字符']);
    expect(type('1 · 成员', '一'.repeat(20))).toBe('一'.repeat(20));
    expect(type('餐厅', '客厅')).toBe('餐厅');
    expect(alerts()).toEqual(['⚠ 已存在相同名称的场景列']);
    pressEnter(field('餐厅'), '  影音室 ');
    redraw();
    expect(table().columns[1]!.name).toBe('影音室');
    expect(field('影音室').value).toBe('影音室');
  });

  it('counts are made absolute and clamped (device table); a lx is put on its 10 lx step (LDK)', () => {
    const { table } = setup('space-device', 'cells');
    expect(type('1 · 终端数', '-7')).toBe('7');
    expect(type('1 · 网关数', '250')).toBe('99');
    expect(table().rows[0]).toMatchObject({ deviceCount: 7, gatewayCount: 99 });
    const ldk = setup('space-ldk', 'cells');
    expect(type('1 · 照度 lx', '754')).toBe('750');
    expect(type('1 · 照度 lx', '756')).toBe('760');
    expect(ldk.table().rows[0]!.lx).toBe(760);
  });

  it('the lighting-scene param cell takes at most 10 characters', () => {
    setup('lit-scene', 'cells');
    expect(type('1 · 参数', '12345678901')).toBe('100%');
    expect(type('1 · 参数', '1234567890')).toBe('1234567890');
  });
});
