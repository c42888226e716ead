import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** What the client build is made from; tests are left out, they do not change the bundle. */
const INPUTS = ['client', 'shared', 'vite.config.ts', 'package-lock.json', 'scripts/build-info.ts', 'scripts/service-worker.ts', 'scripts/preload-graph.ts'];

function* files(path: string): Generator<string> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (!/\.test\.tsx?$/.test(path)) yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* files(join(path, name));
  }
}

/**
 * A content hash of the client's sources. Content, not mtimes: a fresh clone gives every file
 * a new mtime, and a stale build must be detected even when the clock says otherwise.
 */
export function sourceHash(root = ROOT): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}
