import { sql } from 'kysely';
import type { Database } from '../storage/database';
import type { DocBus } from '../sync/bus';

// Whether this node can store and share a change (issue 12): its database answers, and its bus
// to the other nodes is up (a node alone has no bus to lose). /kapi/health reports it for a load
// balancer; the write gate refuses changes while either is down, rather than accepting what the
// node cannot persist or share.

export type PartState = 'up' | 'down';

export interface HealthReport {
  node: string;
  database: PartState;
  /** 'off' for a node alone (no REDIS_URL) */
  bus: PartState | 'off';
}

/** A database check that has not answered in this long counts as down. */
const PING_TIMEOUT_MS = 2_000;

export function createHealth({ database, bus, shared, log }: { database: Database; bus: DocBus; shared: boolean; log: { warn(m: string): void } }) {
  let db: PartState = 'up';
  const ping = async (): Promise<PartState> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<PartState>((resolve) => (timer = setTimeout(() => resolve('down'), PING_TIMEOUT_MS)));
    const answer = sql`SELECT 1`.execute(database.kysely).then(
      (): PartState => 'up',
      (): PartState => 'down',
    );
    const state = await Promise.race([answer, timeout]);
    clearTimeout(timer);
    if (state !== db) log.warn(`database ${state === 'up' ? 'reachable again' : 'unreachable'}`);
    db = state;
    return state;
  };
  return {
    /** checks the database now; what the load balancer asks */
    async report(): Promise<HealthReport> {
      return { node: bus.nodeId, database: await ping(), bus: shared ? bus.state() : 'off' };
    },
    /** from the last check: may this node take a change now */
    writable: (): boolean => db === 'up' && bus.state() === 'up',
    /** the database seen failing by a request (a connection error): the gate closes until a check passes */
    check: ping,
  };
}
export type Health = ReturnType<typeof createHealth>;
