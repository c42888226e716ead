// `npm test`: typecheck, lint, unit + integration tests, browser tests. Every stage runs even
// after a failure, so one run shows everything that is wrong; the exit code is non-zero if
// any stage failed, and the last line counts the tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './source-hash';

const bin = (pkg: string, file: string) => join(ROOT, 'node_modules', pkg, file);
const RESULTS = join(ROOT, 'test-results');

interface Stage {
  name: string;
  args: string[];
  /** vitest JSON report to count tests from */
  report?: string;
}

const vitest = (name: string, projects: string[]): Stage => {
  const report = join(RESULTS, `${name}.json`);
  return {
    name,
    report,
    args: [bin('vitest', 'vitest.mjs'), 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
};

const stages: Stage[] = [
  { name: 'typecheck', args: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.'] },
  vitest('unit+integration', ['unit', 'integration']),
  vitest('browser', ['e2e']),
];

mkdirSync(RESULTS, { recursive: true });
const rows: { name: string; ok: boolean; seconds: string; tests: string }[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;

for (const stage of stages) {
  console.log(`\n▶ ${stage.name}`);
  if (stage.report) rmSync(stage.report, { force: true });
  const started = Date.now();
  const result = spawnSync(process.execPath, stage.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  let tests = '';
  if (stage.report) {
    try {
      const report = JSON.parse(readFileSync(stage.report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
      tests = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
    } catch {
      tests = 'no report';
    }
  }
  rows.push({ name: stage.name, ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), tests });
}

console.log('\nstage              result  seconds  tests');
for (const r of rows) console.log(`${r.name.padEnd(18)} ${(r.ok ? 'ok' : 'FAILED').padEnd(7)} ${r.seconds.padStart(7)}  ${r.tests}`);
const allOk = rows.every((r) => r.ok);
if (!allOk && failed === 0) failed = rows.filter((r) => !r.ok).length; // a failed typecheck or lint counts too
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = allOk ? 0 : 1;
