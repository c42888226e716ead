import { describe, expect, it } from 'vitest';
import { versionsToKeep, type ThinnableVersion } from './version-thinning';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** Midnight UTC, so hour and day buckets line up with the steps below. */
const NOW = Date.UTC(2026, 2, 11);

/**
 * A version every 5 minutes for 10 days, the newest at NOW: k steps back is ver 2880 − k.
 * Two old ones are special: a named version 5000 minutes back (day −4, 12:40) and a restore
 * 12,500 minutes back (day −9, 07:40); neither is the newest of its hour or day.
 */
function timeline(): ThinnableVersion[] {
  const versions: ThinnableVersion[] = [];
  for (let k = 2879; k >= 0; k--) {
    const kind = k === 1000 ? 'named' : k === 2500 ? 'restore' : 'auto';
    versions.push({ ver: 2880 - k, at: NOW - k * 5 * MIN, kind, label: k === 1000 ? '方案定稿' : null });
  }
  return versions;
}
const atStep = (k: number) => 2880 - k;

describe('version thinning', () => {
  it('keeps all of the last day, the newest of each hour for a week, the newest of each day after', () => {
    const versions = timeline();
    const kept = versionsToKeep(versions, NOW);

    // last 24 h: steps 0…287, every one
    const lastDay = versions.filter((v) => NOW - v.at < DAY);
    expect(lastDay).toHaveLength(288);
    for (const v of lastDay) expect(kept.has(v.ver)).toBe(true);

    // older autos: the newest of each clock hour that ended less than 7 days ago — 144 hours
    // from day −7 00:00 to day −2 23:00, their :55 versions, steps 2005, 1993, … 289 (day −1
    // 00:00–01:00 has its newest inside the last day) — and the newest of each older day:
    // steps 2017 (day −8 23:55), 2305 and 2593
    const hourly = Array.from({ length: 144 }, (_, j) => 2005 - 12 * j);
    const daily = [2017, 2305, 2593];
    const olderAutos = versions.filter((v) => NOW - v.at >= DAY && v.kind === 'auto');
    expect(olderAutos.filter((v) => kept.has(v.ver)).map((v) => v.ver)).toEqual([...daily, ...hourly].map(atStep).sort((a, b) => a - b));

    // named and restore versions are never thinned
    expect(kept.has(atStep(1000))).toBe(true);
    expect(kept.has(atStep(2500))).toBe(true);

    expect(kept.size).toBe(288 + 144 + 3 + 2);
  });

  it('thinning as time passes loses nothing that thinning once, later, would keep', () => {
    const versions = timeline();
    const first = versionsToKeep(versions, NOW);
    let current = versions.filter((v) => first.has(v.ver));
    for (const later of [NOW + 3 * HOUR, NOW + DAY + 17 * MIN, NOW + 6 * DAY, NOW + 9 * DAY + 5 * HOUR]) {
      const keep = versionsToKeep(current, later);
      current = current.filter((v) => keep.has(v.ver));
      const once = versionsToKeep(versions, later);
      expect(current.map((v) => v.ver)).toEqual(versions.filter((v) => once.has(v.ver)).map((v) => v.ver));
    }
  });

  it('always keeps the newest version, even a month old, and labelled ones of any kind', () => {
    const old = NOW - 30 * DAY;
    const versions: ThinnableVersion[] = [
      { ver: 1, at: old, kind: 'create', label: null },
      { ver: 2, at: old + HOUR, kind: 'auto', label: '初稿' },
      { ver: 3, at: old + 2 * HOUR, kind: 'auto', label: null },
      { ver: 4, at: old + 3 * HOUR, kind: 'auto', label: null },
    ];
    expect([...versionsToKeep(versions, NOW)].sort()).toEqual([2, 4]);
    expect([...versionsToKeep(versions.slice(0, 1), NOW)]).toEqual([1]);
    expect(versionsToKeep([], NOW).size).toBe(0);
  });
});
