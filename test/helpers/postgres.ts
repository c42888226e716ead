import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A throwaway PostgreSQL cluster for tests (issue 12 "real parts in tests"): initdb into a temp
// directory, the server on a free port on 127.0.0.1, trust authentication (nothing but this
// machine can reach it), stopped and deleted afterwards. PostgreSQL refuses to run as root, so
// under root (CI) the cluster belongs to the `postgres` account the Debian package creates.

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** a fresh empty database on the cluster; answers its URL */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's binaries (Debian keeps them per version). */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as `postgres` when we are root. */
function run(bin: string, args: string[]): void {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
}

let counter = 0;

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql); .ci/run installs it');
  const dir = mkdtempSync(join(tmpdir(), 'lightkit-pg-'));
  // the cluster's files and its socket directory belong to the account that runs it
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  // fsync stays on: the durability tests kill a node, not the database; the small settings keep
  // a test cluster light on a 2-core machine
  const server = spawn(asRoot ? 'runuser' : join(bin, 'postgres'), [
    ...(asRoot ? ['-u', 'postgres', '--', join(bin, 'postgres')] : []),
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'max_connections=100', '-c', 'shared_buffers=32MB', '-c', 'log_min_messages=warning',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (b: Buffer) => (log = (log + b.toString()).slice(-4000)));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitReady(bin, port, dir, () => log);
  return {
    url,
    port,
    async createDatabase(name = `t${process.pid}_${++counter}`) {
      run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      // through pg_ctl: under runuser a signal to our child would not reach the server
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('no postgres account (the postgresql package creates it)');
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

async function waitReady(bin: string, port: number, dir: string, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const r = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']);
    if (r.status === 0) return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`PostgreSQL did not start on ${port} (${dir}): ${log()}`);
}
