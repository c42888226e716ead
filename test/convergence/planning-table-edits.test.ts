import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJSON } from '../../shared/src/schema/doc';
import { checkElement } from '../../shared/src/schema/elements/specs';
import { newPlanningTable } from '../../shared/src/schema/elements/planning-table';
import { addSceneColumn, addTableRow, moveSceneColumn, removeSceneColumn, removeTableRow, renameSceneColumn, setTableCell } from '../../shared/src/schema/planning-table-rows';
import { PLANNING_TABLES } from '../../shared/src/planning/tables';
import { cellVerdict } from '../../shared/src/planning/tables/cell-rules';
import { canAddColumn, canAddRow, canRemoveColumn, movedIndex, newColumnName, sceneColumnName } from '../../shared/src/planning/tables/scene-columns';
import { sceneKey } from '../../shared/src/planning/tables/table-def';
import { Editor } from '../../client/src/editor/editor';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { Rng } from './random-ops';

/*
 * Issue 11: three designers fill in one household-habit table at once through the real server,
 * each with the real editor facade and the shared row edits behind the table's in-place editor
 * (values through the cell rules, columns through the scene-column rules), going offline and
 * back at random: rows added and removed, cells typed, scene columns added, renamed, moved and
 * deleted. Once all are back and quiet every replica and the server hold the same table; two
 * people adding different rows, or typing into different cells of one row, both keep their work.
 * Reproduce: PLANNING_TABLE_SEEDS=7,8 npx vitest run --project integration test/convergence/planning-table-edits.test.ts
 */

const CLIENTS = 3;
const PAGE = { width: 1920, height: 1080 };
const HABIT = PLANNING_TABLES['space-user-habit'];
const seeds = (process.env.PLANNING_TABLE_SEEDS ?? '20261126,4711,99')
  .split(',')
  .map(Number)
  .filter((n) => Number.isFinite(n));

let server: TestServer;
beforeAll(async () => {
  server = await newServer({ sync: { compactEvery: 40 } });
});
afterAll(() => server.stop());

type Row = Record<string, unknown> & { id: string };
type Column = { id: string; name: string };
const tableOf = (e: Editor, id: string) => toJSON(e.doc).pages[0]!.items.find((i) => i.id === id) as unknown as { rows: Row[]; columns: Column[] } | undefined;

/** One random step of one designer on the table; returns what it did, for the failure log. */
function step(editor: Editor, tableId: string, rng: Rng): string {
  const table = tableOf(editor, tableId);
  if (!table) return 'skip';
  const { rows, columns } = table;
  const edit = (fn: Parameters<Editor['editElement']>[1]) => editor.editElement(tableId, fn);
  switch (rng.int(9)) {
    case 0: {
      if (!canAddRow(HABIT.rowCap, rows.length).ok) return 'skip (row cap)';
      let id = '';
      edit((y) => (id = addTableRow(y, HABIT)));
      return `add row ${id}`;
    }
    case 1: {
      const row = rng.pick(rows);
      if (!row) return 'skip';
      edit((y) => removeTableRow(y, HABIT, row.id));
      return `remove row ${row.id}`;
    }
    case 2:
    case 3:
    case 4: {
      const row = rng.pick(rows);
      if (!row) return 'skip';
      const [key, raw] = rng.pick([
        ['name', rng.pick(['男主人', '女主人', '孩子', '奶奶', '  爷爷 '])!],
        ['grade', rng.pick(['male', 'female', 'other'])!],
        ['age', rng.pick([0, 8, 36, 121, 1.5, 70])!],
        ['score', rng.range(0, 4)],
      ] as const)!;
      const col = key === 'score' ? rng.pick(columns) : undefined;
      if (key === 'score' && !col) return 'skip';
      const cell = col ? sceneKey(col.id) : key;
      const verdict = cellVerdict(col ? { type: 'score' } : HABIT.columns.find((c) => c.key === key)!.rule, raw);
      if (!verdict.ok) return `refused ${cell}=${String(raw)}`;
      edit((y) => setTableCell(y, row.id, cell, verdict.value));
      return `set ${row.id}.${cell}=${String(verdict.value)}`;
    }
    case 5: {
      if (!canAddColumn(HABIT.scenes!, columns.length).ok) return 'skip (column cap)';
      const name = newColumnName(columns.map((c) => c.name));
      let id = '';
      edit((y) => (id = addSceneColumn(y, name)));
      return `add column ${id} ${name}`;
    }
    case 6: {
      const col = rng.pick(columns);
      if (!col) return 'skip';
      const name = sceneColumnName(rng.pick(['书房', '阳台', '衣帽间', '客厅'])!, columns.filter((c) => c.id !== col.id).map((c) => c.name));
      if (!name.ok) return `refused name for ${col.id}`;
      edit((y) => renameSceneColumn(y, col.id, name.value));
      return `rename ${col.id} ${name.value}`;
    }
    case 7: {
      const at = rng.int(Math.max(1, columns.length));
      const to = movedIndex(columns.length, at, rng.chance(0.5) ? -1 : 1);
      if (to === null) return 'blocked move';
      edit((y) => moveSceneColumn(y, columns[at]!.id, to));
      return `move ${columns[at]!.id} ${at}→${to}`;
    }
    default: {
      const col = rng.pick(columns);
      if (!col || !canRemoveColumn(columns.length).ok) return 'skip';
      edit((y) => removeSceneColumn(y, col.id));
      return `remove column ${col.id}`;
    }
  }
}

describe('designers filling in one planning table at once', () => {
  it.each(seeds)('end with one table, everyone’s changes kept (seed %i)', async (seed) => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '规划表协作' });
    const clients: DocClient[] = Array.from({ length: CLIENTS }, () => newDocClient(server.url, data.id, owner.client.cookie, { ack: true }));
    const log: string[] = [];
    try {
      await Promise.all(clients.map((c) => synced(c)));
      const editors = clients.map((c, i) => new Editor(c.doc, `d${i}`));
      const tableId = editors[0]!.add(newPlanningTable(HABIT, PAGE));
      await eventually(() => {
        for (const e of editors) expect(tableOf(e, tableId)).toBeDefined();
      }, 10_000);
      const rngs = clients.map((_, i) => new Rng((seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0));
      for (let round = 0; round < 12; round++) {
        for (let i = 0; i < CLIENTS; i++) {
          const rng = rngs[i]!;
          if (rng.chance(0.2)) clients[i]!.provider.disconnect();
          for (let k = 0; k < 3; k++) log.push(`r${round} d${i}: ${step(editors[i]!, tableId, rng)}`);
          if (!clients[i]!.provider.shouldConnect && rng.chance(0.6)) clients[i]!.provider.connect();
        }
        await new Promise((r) => setTimeout(r, 5));
      }

      // everyone back and quiet: then two apart add different rows and type into different cells of one row
      for (const c of clients) if (!c.provider.shouldConnect) c.provider.connect();
      const first = () => toJSON(clients[0]!.doc);
      await eventually(() => {
        for (const c of clients.slice(1)) expect(toJSON(c.doc)).toEqual(first());
      }, 15_000);
      const [a, b] = editors as [Editor, Editor, Editor];
      const before = tableOf(a, tableId)!;
      const shared = before.rows[0]!;
      const col = before.columns[0]!;
      clients[1]!.provider.disconnect();
      a.editElement(tableId, (y) => {
        addTableRow(y, HABIT, 'rowOfA');
        setTableCell(y, 'rowOfA', 'name', '外婆');
        setTableCell(y, shared.id, 'age', 66);
      });
      b.editElement(tableId, (y) => {
        addTableRow(y, HABIT, 'rowOfB');
        setTableCell(y, 'rowOfB', 'name', '外公');
        setTableCell(y, shared.id, sceneKey(col.id), 3);
      });

      clients[1]!.provider.connect();
      await eventually(() => {
        for (const c of clients.slice(1)) expect(toJSON(c.doc)).toEqual(first());
      }, 15_000);
      await Promise.all(clients.map((c) => c.allSaved()));
      const live = await server.app.services.rooms.get(data.id);
      expect(live && toJSON(live.doc)).toEqual(first());

      const table = tableOf(a, tableId)!;
      expect(table.rows.find((r) => r.id === 'rowOfA')).toMatchObject({ name: '外婆' });
      expect(table.rows.find((r) => r.id === 'rowOfB')).toMatchObject({ name: '外公' });
      expect(table.rows.find((r) => r.id === shared.id)).toMatchObject({ age: 66, [sceneKey(col.id)]: 3 });
      // the table the designers made reads back whole: ids unique, at least one row and column
      expect(new Set(table.rows.map((r) => r.id)).size).toBe(table.rows.length);
      expect(new Set(table.columns.map((c) => c.id)).size).toBe(table.columns.length);
      expect(table.rows.length).toBeGreaterThan(0);
      // every value anyone typed went through the rules: the reader changes nothing in a cell
      const problems: string[] = [];
      checkElement(first().pages[0]!.items.find((i) => i.id === tableId) as unknown as Record<string, unknown>, problems);
      expect(problems.filter((p) => !p.includes('more than'))).toEqual([]);
      // the table really was worked on
      expect(log.filter((l) => l.includes(': set ')).length, log.join('\n')).toBeGreaterThan(3);
    } catch (err) {
      console.error(`seed ${seed}\n${log.join('\n')}`);
      throw err;
    } finally {
      for (const c of clients) c.close();
    }
  });
});
