import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort } from './postgres';

// A throwaway redis-server for tests (issue 12): a free port on 127.0.0.1, no persistence (the
// documents live in the database; Redis only carries messages between nodes), and a restart
// that keeps the port, for the test of nodes recovering their subscriptions.

export interface TestRedis {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  /** stops the server and starts it again on the same port (clients must reconnect) */
  restart(): Promise<void>;
  /** stops the server (the port stays this server's: start() brings it back there) */
  pause(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const REDIS_SERVER = '/usr/bin/redis-server';

export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) throw new Error('redis-server is not installed (apt-get install redis-server); .ci/run installs it');
  const port = await freePort();
  let server: ChildProcess = await launch(port);
  const stopServer = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart() {
      await stopServer();
      server = await launch(port);
    },
    pause: stopServer,
    async start() {
      server = await launch(port);
    },
    stop: stopServer,
  };
}

async function launch(port: number): Promise<ChildProcess> {
  const server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (await answersPing(port)) return server;
    await new Promise((r) => setTimeout(r, 50));
  }
  server.kill('SIGKILL');
  throw new Error(`redis-server did not start on ${port}`);
}

/** A raw PING over TCP: whether the server is up, without a client library's retries. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (b) => (socket.destroy(), resolve(b.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
