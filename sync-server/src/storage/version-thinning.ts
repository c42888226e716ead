/**
 * How long history versions are kept (issue 21): every version of the last day, the newest of
 * each clock hour for a week, the newest of each day after that. Restores, named versions and
 * the newest version are never thinned: a restore is how a restore is undone, a name is a
 * promise to the user, and the newest is the document as it stands.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const KEEP_ALL_MS = DAY;
export const HOURLY_MS = 7 * DAY;

export interface ThinnableVersion {
  ver: number;
  at: number;
  kind: string;
  label: string | null;
}

const protectedVersion = (v: ThinnableVersion) => v.kind === 'restore' || v.kind === 'named' || v.label !== null;

type Slot = (at: number) => number;
const hourOf: Slot = (at) => Math.floor(at / HOUR);
const dayOf: Slot = (at) => Math.floor(at / DAY);

const newer = (a: ThinnableVersion, b: ThinnableVersion | undefined) => !b || a.at > b.at || (a.at === b.at && a.ver > b.ver);

/** The newest version of each slot (hour or day) of the clock. */
function newestBySlot(versions: readonly ThinnableVersion[], slot: Slot): Map<number, ThinnableVersion> {
  const newest = new Map<number, ThinnableVersion>();
  for (const v of versions) if (newer(v, newest.get(slot(v.at)))) newest.set(slot(v.at), v);
  return newest;
}

/**
 * The versions to keep at `now`: those of the last day; the newest of each clock hour (UTC)
 * that ended less than a week ago; the newest of each day; the protected ones.
 *
 * Slots are fixed hours and days of the clock, and a whole slot changes tier at once, so a
 * version kept by one run is never dropped by a later one while a sibling it stood in for
 * survives: thinning after every new version keeps exactly what thinning once would.
 */
export function versionsToKeep(versions: readonly ThinnableVersion[], now: number): Set<number> {
  const keep = new Set<number>();
  const hours = newestBySlot(versions, hourOf);
  const days = newestBySlot(versions, dayOf);
  let newest: ThinnableVersion | undefined;
  for (const v of versions) {
    if (newer(v, newest)) newest = v;
    const hourEnded = (hourOf(v.at) + 1) * HOUR;
    if (
      now - v.at < KEEP_ALL_MS ||
      protectedVersion(v) ||
      (hours.get(hourOf(v.at)) === v && now - hourEnded < HOURLY_MS) ||
      days.get(dayOf(v.at)) === v
    ) {
      keep.add(v.ver);
    }
  }
  if (newest) keep.add(newest.ver);
  return keep;
}
