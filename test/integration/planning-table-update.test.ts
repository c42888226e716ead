import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNING_TABLES } from '../../shared/src/planning/tables';
import { newPlanningTable } from '../../shared/src/schema/elements/planning-table';
import type { DocumentJSON, ElementJSON } from '../../shared/src/schema/types';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 11 "nothing invalid reaches the document through doc/update", for the planning tables:
 * a new table of every kind is stored and read back whole (numbers included); a cell its
 * column's rule refuses (an age of 121, a score of 4, a 21-character name), a row past the cap
 * or a date that is not a day is refused naming the field, and nothing is written.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string };
type Table = ElementJSON & { rows: Record<string, unknown>[]; columns?: { id: string; name: string }[] };
const PAGE = { width: 1920, height: 1080 };
const table = (tag: keyof typeof PLANNING_TABLES, id: string): Table => ({ ...(newPlanningTable(PLANNING_TABLES[tag], PAGE) as ElementJSON), id }) as Table;

async function plan() {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '规划表格' });
  const doc = (await owner.client.get<Loaded>('doc/load', { id: data.id })).data;
  const update = (items: ElementJSON[]) => owner.client.post('doc/update', { id: data.id, name: doc.name, pages: [{ ...doc.pages[0]!, items }], products: doc.products, options: doc.options });
  const stored = async () => (await owner.client.get<Loaded>('doc/load', { id: data.id })).data.pages[0]!.items as Table[];
  return { update, stored };
}

describe('planning tables sent to doc/update', () => {
  it('stores a new table of every kind and reads each back whole', async () => {
    const { update, stored } = await plan();
    const tables = (Object.keys(PLANNING_TABLES) as (keyof typeof PLANNING_TABLES)[]).map((tag, i) => table(tag, `etable0000${i}`));
    const answer = await update(tables);
    expect(answer.status, answer.message).toBe(0);
    const back = await stored();
    expect(back.map((t) => t.tag)).toEqual(tables.map((t) => t.tag));
    for (const [i, t] of tables.entries()) {
      expect(back[i]!.rows).toEqual(t.rows);
      if (t.columns) expect(back[i]!.columns).toEqual(t.columns);
    }
    // the LDK table's numbers survive the trip (spec 001 §9: 750 lx, 4000 K)
    expect(back.find((t) => t.tag === 'space-ldk')!.rows.map((r) => [r.lx, r.cct])).toEqual(Array(8).fill([750, 4000]));
  });

  it('refuses what a column’s rule refuses, and a row past the cap, naming the field; nothing is written', async () => {
    const { update, stored } = await plan();
    const good = table('space-user-habit', 'ehabit00001');
    expect((await update([good])).status).toBe(0);
    const col = good.columns![0]!.id;
    const first = good.rows[0]!;
    const cases: [string, Table][] = [
      ['age 121', { ...good, rows: [{ ...first, age: 121 }, ...good.rows.slice(1)] }],
      ['age 0', { ...good, rows: [{ ...first, age: 0 }, ...good.rows.slice(1)] }],
      ['score 4', { ...good, rows: [{ ...first, [`s.${col}`]: 4 }, ...good.rows.slice(1)] }],
      ['gender', { ...good, rows: [{ ...first, grade: 'other' }, ...good.rows.slice(1)] }],
      ['name of 21', { ...good, rows: [{ ...first, name: '一'.repeat(21) }, ...good.rows.slice(1)] }],
      ['13 rows', { ...good, rows: Array.from({ length: 13 }, (_, i) => ({ ...first, id: `rrow${i}` })) }],
      ['column name of 21', { ...good, columns: [{ ...good.columns![0]!, name: '二'.repeat(21) }, ...good.columns!.slice(1)] }],
    ];
    for (const [what, bad] of cases) {
      const answer = await update([bad]);
      expect(answer.status, what).not.toBe(0);
      expect(answer.message, what).toContain('元素字段');
    }
    const project = table('project-base', 'eproject0001');
    const answer = await update([good, { ...project, rows: [{ ...project.rows[0]!, startTime: '2026-02-30' }] }]);
    expect(answer.status).not.toBe(0);
    expect(answer.message).toContain('startTime');
    expect(await stored()).toEqual([expect.objectContaining({ id: 'ehabit00001', rows: good.rows, columns: good.columns })]);
  });
});
