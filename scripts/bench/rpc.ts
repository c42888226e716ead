// The benchmark's two processes: the servers under test run in the parent, every y-websocket
// client in one child process. Keeping clients out of the servers' process gives the server its
// own core and event loop (this machine has two) and keeps client Y.Docs out of the server's
// heap readings. This file is the typed request/response channel between them over Node IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stopChild } from './child';

export interface ConnectArgs {
  serverUrl: string;
  /** `lk_sid=...` for LightKit, '' for the reference server */
  /** client slot i of every document signs in with cookies[i % length] */
  cookies: string[];
  docIds: string[];
  clientsPerDoc: number;
  /** ask LightKit for "saved" messages (?ack=1), as the app's own client does */
  ack: boolean;
  /**
   * Two-node runs (--nodes 2): every slot but the first of each document connects here instead,
   * so the document's writer (slot 0) is on serverUrl's node and its readers on another node.
   */
  readerUrl?: string;
}
/**
 * burst: rounds in which the first client of every document edits at the same moment (the
 * worst case: every document's fan-out queues behind the others'). paced: one edit at a time,
 * documents taking turns at a fixed total rate, like steady editing (open loop: an edit is made
 * on schedule whether or not earlier ones have arrived).
 */
export type LatencyArgs = { mode: 'burst'; rounds: number; gapMs: number } | { mode: 'paced'; samples: number; perSecond: number };
export interface ThroughputArgs {
  /** updates every client sends (every writer, with writersOnly) */
  perClient: number;
  /** only slot 0 of each document writes; the others only receive (--nodes runs) */
  writersOnly?: boolean;
  /** the burst ends only when every writer also has its "saved" ack covering all it wrote (ack clients) */
  untilSaved?: boolean;
}

export interface Ops {
  connect: { args: ConnectArgs; result: { ms: number; clients: number } };
  latency: { args: LatencyArgs; result: { samples: number[] } };
  /** ms: until every client had every update (with untilSaved, and every writer's updates were stored) */
  throughput: { args: ThroughputArgs; result: { updates: number; ms: number; clientBusy: number } };
  disconnect: { args: Record<string, never>; result: { clients: number } };
  /** CPU time the client process has used so far, in microseconds (process.cpuUsage) */
  usage: { args: Record<string, never>; result: { cpuMicros: number } };
}
export type OpName = keyof Ops;

type Request = { [K in OpName]: { id: number; op: K; args: Ops[K]['args'] } }[OpName];
type Response = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/** Parent side: the child process running the clients, called like an async API. */
export class ClientsProcess {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private exited = false;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: Response) => this.settle(message));
    child.on('exit', (code, signal) => {
      this.exited = true;
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new Error(`client process exited (${signal ?? code}) during request ${id}`));
      }
      this.pending.clear();
    });
  }

  /** Forks scripts/bench/clients.ts with the parent's exec flags, so tsx's loader comes along. */
  static start(): ClientsProcess {
    const entry = fileURLToPath(new URL('./clients.ts', import.meta.url));
    // "advanced" serialisation: structured clone, so typed arrays and numbers arrive intact.
    return new ClientsProcess(fork(entry, [], { serialization: 'advanced', stdio: 'inherit' }));
  }

  call<K extends OpName>(op: K, args: Ops[K]['args'], timeoutMs: number): Promise<Ops[K]['result']> {
    if (this.exited) return Promise.reject(new Error('client process is not running'));
    const id = this.nextId++;
    return new Promise<Ops[K]['result']>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`clients: "${op}" took longer than ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      this.child.send({ id, op, args } as Request);
    });
  }

  private settle(message: Response): void {
    const p = this.pending.get(message.id);
    if (!p) return; // answered after its timeout: already reported
    this.pending.delete(message.id);
    clearTimeout(p.timer);
    if (message.ok) p.resolve(message.result);
    else p.reject(new Error(`clients: ${message.error}`));
  }

  /** Closes the channel (the child exits on disconnect); kills it if it has not gone in time. */
  stop(timeoutMs = 5000): Promise<void> {
    return stopChild(this.child, this.exited, timeoutMs);
  }
}

export type Handlers = { [K in OpName]: (args: Ops[K]['args']) => Promise<Ops[K]['result']> };

/**
 * Child side: answers requests one at a time, in order. The phases must not overlap (a latency
 * round during a throughput burst would measure neither), so requests are queued, not run at once.
 */
export function serve(handlers: Handlers, onDisconnect: () => void): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('clients.ts runs as a child of scripts/bench/sync.ts, not on its own');
  let queue = Promise.resolve();
  process.on('message', (request: Request) => {
    queue = queue.then(async () => {
      const handler = handlers[request.op] as (args: unknown) => Promise<unknown>;
      let response: Response;
      try {
        response = { id: request.id, ok: true, result: await handler(request.args) };
      } catch (err) {
        response = { id: request.id, ok: false, error: err instanceof Error ? err.message : String(err) };
      }
      if (process.connected) send(response);
    });
  });
  process.on('disconnect', onDisconnect);
}
