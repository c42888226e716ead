import { describe, expect, it } from 'vitest';
import { planLocalVersions, type StoredEntry } from './local-history';

const S = 1000;
/** Simulates saves at the given seconds and returns what each list keeps. */
function simulate(saves: number[]): { short: number[]; long: number[] } {
  let entries: StoredEntry[] = [];
  let id = 1;
  for (const t of saves) {
    const plan = planLocalVersions(entries, t * S);
    entries = entries.filter((e) => !plan.remove.includes(e.id));
    for (const list of plan.add) entries.push({ id: id++, list, at: t * S });
  }
  const of = (list: string) => entries.filter((e) => e.list === list).map((e) => e.at / S).sort((a, b) => a - b);
  return { short: of('short'), long: of('long') };
}

describe('local version lists', () => {
  it('start both lists with the first save', () => {
    expect(simulate([0])).toEqual({ short: [0], long: [0] });
  });

  it('short list: entries at least 60 s apart, newest 3 kept', () => {
    expect(simulate([0, 30, 59, 60, 100, 121, 200]).short).toEqual([60, 121, 200]);
  });

  it('long list: entries at least 300 s apart, newest 3 kept', () => {
    expect(simulate([0, 100, 299, 300, 600, 650, 900, 1300]).long).toEqual([600, 900, 1300]);
  });

  it('deletes older entries so each list stays at 3', () => {
    const saves = Array.from({ length: 50 }, (_, i) => i * 61);
    const { short, long } = simulate(saves);
    expect(short).toHaveLength(3);
    expect(long).toHaveLength(3);
    expect(short).toEqual([47 * 61, 48 * 61, 49 * 61]);
  });
});
