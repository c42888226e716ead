import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { atomic, lockKey } from './atomic';

export type RateEventsRepo = ReturnType<typeof createRateEventsRepo>;

/** Timestamps of counted events (sign-in failures, SMS sends) per scope and key. */
export function createRateEventsRepo(db: Kysely<Schema>) {
  const count = async (d: Kysely<Schema>, scope: string, key: string, since: number): Promise<{ n: number; oldest: number | null }> => {
    const row = await d
      .selectFrom('rate_events')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers COUNT as a string and MIN of a bigint column as one too
    return { n: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
  };
  const add = async (d: Kysely<Schema>, scope: string, key: string, at: number): Promise<number> =>
    Number((await d.insertInto('rate_events').values({ scope, key, at }).returning('id').executeTakeFirstOrThrow()).id);

  return {
    add: async (scope: string, key: string, at: number): Promise<void> => void (await add(db, scope, key, at)),
    count: (scope: string, key: string, since: number) => count(db, scope, key, since),
    /**
     * Adds an event only while the window holds fewer than `max`: the count and the insert are
     * one transaction, serialized per scope and key (lockKey), so two callers can never both
     * take the last place. Answers the new
     * event's id, or the window's oldest event when it is full.
     */
    addBelow: (scope: string, key: string, since: number, max: number, at: number): Promise<{ id: number } | { oldest: number }> =>
      atomic(db, async (d) => {
        await lockKey(d, `rate_events:${scope}:${key}`);
        const { n, oldest } = await count(d, scope, key, since);
        if (n >= max) return { oldest: oldest ?? at };
        return { id: await add(d, scope, key, at) };
      }),
    /** Takes back one event added by addBelow. */
    remove: async (id: number): Promise<void> => void (await db.deleteFrom('rate_events').where('id', '=', id).execute()),
    clear: async (scope: string, key: string): Promise<void> => void (await db.deleteFrom('rate_events').where('scope', '=', scope).where('key', '=', key).execute()),
    prune: async (before: number): Promise<number> => Number((await db.deleteFrom('rate_events').where('at', '<=', before).executeTakeFirst()).numDeletedRows),
  };
}
