import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

// A LightKit node as its own process (`npm start` minus the build) on a free port, for the
// tests that kill one (SIGKILL) or run several on one PostgreSQL and one Redis (issue 12).

const ROOT = resolve(import.meta.dirname, '../..');

export interface NodeProcess {
  url: string;
  proc: ChildProcess;
  /** what the node printed (its log lines) */
  output(): string;
  /** SIGKILL: no shutdown, no flush, as a crash or a pulled plug */
  kill(): Promise<void>;
  /** SIGTERM: the node's own shutdown */
  stop(): Promise<void>;
}

export async function startNode(env: Record<string, string>): Promise<NodeProcess> {
  // One process: the tsx CLI would run the server as a grandchild that a SIGKILL of the CLI misses.
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'sync-server/src/index.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start: ${out}`)), 30_000);
    const look = () => {
      const m = /listening on (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1]!);
      }
    };
    proc.stdout!.on('data', look);
    proc.on('exit', (code) => (clearTimeout(timer), reject(new Error(`node exited ${code}: ${out}`))));
  });
  const exited = () => new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r(null) : proc.once('exit', r)));
  return {
    url,
    proc,
    output: () => out,
    async kill() {
      proc.kill('SIGKILL');
      await exited();
    },
    async stop() {
      proc.kill('SIGTERM');
      await exited();
    },
  };
}
