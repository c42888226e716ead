import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sourceHash } from './source-hash';

export const CLIENT_DIR = join(ROOT, 'dist/client');

export function buildIsFresh(clientDir = CLIENT_DIR): boolean {
  try {
    const info = JSON.parse(readFileSync(join(clientDir, 'build.json'), 'utf8')) as { hash?: string };
    return info.hash === sourceHash();
  } catch {
    return false;
  }
}

/** Runs `vite build` when the client build is missing or older than its sources. */
export function ensureClientBuild(): void {
  if (buildIsFresh()) return;
  console.log('正在构建客户端 (vite build)…');
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Called from inside vitest too, whose NODE_ENV=test would give a development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}
