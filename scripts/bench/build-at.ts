// Another commit's client, built beside this one, so a benchmark can time both in the same run:
// this machine's speed drifts by a third from one minute to the next (it shares its host), so
// only a comparison made in one run says whether a change made something faster.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../source-hash';

export interface OtherBuild {
  /** the commit as given, e.g. a short hash */
  ref: string;
  clientDir: string;
  remove(): void;
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(cmd, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status})`);
}

/** Checks `ref` out into a temporary work tree (git worktree) and builds its client there. */
export function buildAt(ref: string): OtherBuild {
  const dir = mkdtempSync(join(tmpdir(), 'lightkit-at-'));
  run('git', ['worktree', 'add', '--detach', '--force', dir, ref], ROOT);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // the same installed packages: only the code differs
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], dir, { ...process.env, NODE_ENV: 'production' });
  } catch (err) {
    remove();
    throw err;
  }
  return { ref, clientDir: join(dir, 'dist/client'), remove };
}
