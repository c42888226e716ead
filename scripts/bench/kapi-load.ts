// Child process of scripts/bench/kapi.ts: the load generator of the /kapi benchmark. The servers
// under test run in the parent; every request is made and timed here, so the client has its own
// event loop (and core) and does not share one with the server it measures.
//
// Closed loop: `concurrency` workers, each with one keep-alive socket (http.Agent, maxSockets =
// concurrency), send their next request as soon as the previous answer has fully arrived, until
// the fixed number of requests has been sent (or a time cap has passed). A warm-up on the same sockets comes first, unrecorded.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request, repeated: the same bytes go to LightKit and to the bare server. */
export interface LoadTarget {
  port: number;
  method: 'GET' | 'POST';
  /** path with query string */
  path: string;
  headers: Record<string, string>;
  body: string;
  /** an answer counts as good when it is HTTP 200 with exactly this many body bytes */
  expectedBytes: number;
}

export interface LoadRequest {
  id: number;
  target: LoadTarget;
  requests: number;
  concurrency: number;
  warmup: number;
  /** no new request is sent after this long (ms), so a slow case cannot stretch the run */
  maxMs: number;
}

export interface LoadDone {
  id: number;
  ok: true;
  /** latency of every measured request, ms */
  samples: number[];
  /** wall time of the measured requests, ms */
  ms: number;
  /** requests sent in the warm-up before them */
  warmupRequests: number;
  /** answers that were not HTTP 200 with the expected body size, and socket errors */
  errors: number;
  firstError: string;
  /** event-loop utilisation of this process during the measured requests */
  clientBusy: number;
  /** CPU time this process has used so far, µs */
  cpuMicros: number;
}
export type LoadResponse = LoadDone | { id: number; ok: false; error: string };

interface Outcome {
  ms: number;
  error: string;
}

function once(agent: Agent, target: LoadTarget, payload: Buffer | null): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const headers = payload ? { ...target.headers, 'content-length': String(payload.byteLength) } : target.headers;
    const req = request({ agent, host: '127.0.0.1', port: target.port, method: target.method, path: target.path, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      res.on('end', () => {
        const ms = performance.now() - started;
        const good = res.statusCode === 200 && bytes === target.expectedBytes;
        resolve({ ms, error: good ? '' : `HTTP ${res.statusCode}, ${bytes} bytes (expected 200, ${target.expectedBytes})` });
      });
      res.on('error', (err) => resolve({ ms: performance.now() - started, error: err.message }));
    });
    req.on('error', (err) => resolve({ ms: performance.now() - started, error: err.message }));
    req.end(payload ?? undefined);
  });
}

/** `total` requests (fewer if `maxMs` runs out) over `concurrency` workers; samples in completion order. */
async function drive(agent: Agent, target: LoadTarget, total: number, concurrency: number, maxMs: number) {
  const deadline = performance.now() + maxMs;
  const payload = target.method === 'POST' ? Buffer.from(target.body) : null;
  const samples: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError = '';
  const worker = async () => {
    while (issued < total && performance.now() < deadline) {
      issued += 1;
      const outcome = await once(agent, target, payload);
      samples.push(outcome.ms);
      if (outcome.error) {
        errors += 1;
        firstError ||= outcome.error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { samples, errors, firstError };
}

async function run(req: LoadRequest): Promise<LoadDone> {
  const agent = new Agent({ keepAlive: true, maxSockets: req.concurrency });
  try {
    // Opens the sockets and warms both sides' code paths; at least one request per worker.
    const warm = await drive(agent, req.target, Math.max(req.warmup, req.concurrency), req.concurrency, req.maxMs);
    const busyBefore = performance.eventLoopUtilization();
    const started = performance.now();
    const measured = await drive(agent, req.target, req.requests, req.concurrency, req.maxMs);
    const ms = performance.now() - started;
    const clientBusy = performance.eventLoopUtilization(busyBefore).utilization;
    const { user, system } = process.cpuUsage();
    return { id: req.id, ok: true, ...measured, ms, warmupRequests: warm.samples.length, clientBusy, cpuMicros: user + system };
  } finally {
    agent.destroy();
  }
}

const send = process.send?.bind(process);
if (!send) throw new Error('kapi-load.ts runs as a child of scripts/bench/kapi.ts, not on its own');
// One load at a time, in order: two cases running at once would measure neither.
let queue = Promise.resolve();
process.on('message', (req: LoadRequest) => {
  queue = queue.then(async () => {
    let response: LoadResponse;
    try {
      response = await run(req);
    } catch (err) {
      response = { id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    if (process.connected) send(response);
  });
});
process.on('disconnect', () => process.exit(0));
