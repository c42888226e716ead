import type { Db } from '../db';

export type RateEventsRepo = ReturnType<typeof createRateEventsRepo>;

/** Timestamps of counted events (sign-in failures, SMS sends) per scope and key. */
export function createRateEventsRepo(db: Db) {
  const add = db.prepare<[string, string, number]>('INSERT INTO rate_events (scope, key, at) VALUES (?, ?, ?)');
  const count = db.prepare<[string, string, number], { n: number; oldest: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_events WHERE scope = ? AND key = ? AND at > ?',
  );
  const clear = db.prepare<[string, string]>('DELETE FROM rate_events WHERE scope = ? AND key = ?');
  const remove = db.prepare<[number]>('DELETE FROM rate_events WHERE rowid = ?');
  const prune = db.prepare<[number]>('DELETE FROM rate_events WHERE at <= ?');

  return {
    add: (scope: string, key: string, at: number) => add.run(scope, key, at),
    count: (scope: string, key: string, since: number) => count.get(scope, key, since)!,
    /**
     * Adds an event only while the window holds fewer than `max`: the count and the insert are
     * one transaction, so two callers can never both take the last place. Answers the new
     * event's rowid, or the window's oldest event when it is full.
     */
    addBelow: db.transaction((scope: string, key: string, since: number, max: number, at: number): { id: number } | { oldest: number } => {
      const { n, oldest } = count.get(scope, key, since)!;
      if (n >= max) return { oldest: oldest ?? at };
      return { id: Number(add.run(scope, key, at).lastInsertRowid) };
    }),
    /** Takes back one event added by addBelow. */
    remove: (id: number) => remove.run(id),
    clear: (scope: string, key: string) => clear.run(scope, key),
    prune: (before: number) => prune.run(before).changes,
  };
}
