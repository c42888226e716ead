// `npm test`: typecheck, lint, unit + integration tests (on SQLite, then on PostgreSQL),
// browser tests. Every stage runs even after a failure, so one run shows everything that is
// wrong; the exit code is non-zero if any stage failed, and the last line counts the tests.
//
// CI has two cores and 20 minutes. Typecheck and lint are one process each, so they run side by
// side (their output is printed whole as each ends, not interleaved; split in three, the lint
// halves only slowed the typecheck); the unit and integration tests use both cores (each integration file has a server of its own; four run at a time, as
// half of an integration file's time is waiting). The tests that measure
// how long the server's event loop is held run alone after them, and browser tests two files
// at a time (vite.config.ts says why).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './source-hash';

const bin = (pkg: string, file: string) => join(ROOT, 'node_modules', pkg, file);
const RESULTS = join(ROOT, 'test-results');

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message: string }[];
}

interface Stage {
  name: string;
  args: string[];
  /** vitest JSON report to count tests from */
  report?: string;
}

const vitest = (name: string, project: string, extra: string[] = []): Stage => {
  const report = join(RESULTS, `${name}.json`);
  return {
    name,
    report,
    args: [bin('vitest', 'vitest.mjs'), 'run', '--project', project, ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
};

/** Stages in order; the stages of one group run at the same time. */
const groups: Stage[][] = [
  [
    { name: 'typecheck', args: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.'] },
  ],
  [vitest('unit', 'unit', ['--maxWorkers=2'])],
  // Four files at a time on two cores: an integration file spends half its time waiting (on
  // child processes, sockets, PostgreSQL), so two workers left a core idle; four cut the stage
  // by a third (200 s to 140 s on SQLite, 190 s to 125 s on PostgreSQL, measured on 2 cores).
  [vitest('integration', 'integration', ['--maxWorkers=4'])],
  // the same integration files on PostgreSQL (issue 12): one throwaway cluster for the stage
  [vitest('integration-pg', 'integration-pg', ['--maxWorkers=4'])],
  [vitest('timing', 'timing')],
  [vitest('browser', 'e2e')],
];

mkdirSync(RESULTS, { recursive: true });
const rows: { name: string; ok: boolean; seconds: string; tests: string }[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;
/** Why files failed beyond their tests, printed after the table where CI's tail shows it. */
const reasons: string[] = [];

/**
 * Runs one stage; a stage running beside others has its output kept and printed when it ends.
 * A stage alone prints as it goes; its output is kept too, for the lines that explain a failure.
 */
function runStage(stage: Stage, alone: boolean): Promise<{ ok: boolean; seconds: string; output: string }> {
  if (stage.report) rmSync(stage.report, { force: true });
  const started = Date.now();
  if (alone) console.log(`\n▶ ${stage.name}`);
  const child = spawn(process.execPath, stage.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const output: Buffer[] = [];
  const keep = (to: NodeJS.WriteStream) => (b: Buffer) => {
    output.push(b);
    if (alone) to.write(b);
  };
  child.stdout.on('data', keep(process.stdout));
  child.stderr.on('data', keep(process.stderr));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const text = Buffer.concat(output);
      if (!alone) {
        console.log(`\n▶ ${stage.name}`);
        process.stdout.write(text);
      }
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output: text.toString('utf8') });
    }),
  );
}

/** The lines of a stage's output that say what went wrong outside any test (unhandled errors, stuck workers). */
function outsideTests(stage: string, output: string): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (/Unhandled (Error|Rejection)|vitest-pool|Error: Hook timed out/.test(line)) found.push(`${stage}: ${[line, ...lines.slice(i + 1, i + 6)].map((l) => l.trim()).filter(Boolean).join(' | ').slice(0, 400)}`);
  });
  return found.slice(0, 5);
}

function countTests(stage: Stage): string {
  if (!stage.report) return '';
  try {
    const report = JSON.parse(readFileSync(stage.report, 'utf8')) as VitestReport;
    for (const file of report.testResults) {
      // a file can fail with every test passed (a hook that timed out, an error thrown after its
      // tests): its message is the only trace, and CI shows only the end of the output
      if (file.status === 'failed' && file.message) reasons.push(`${stage.name}: ${relative(ROOT, file.name)}: ${file.message.split('\n')[0]!.slice(0, 300)}`);
    }
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    return `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
  } catch {
    return 'no report';
  }
}

for (const group of groups) {
  const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
  group.forEach((stage, i) => {
    const result = results[i]!;
    rows.push({ name: stage.name, ok: result.ok, seconds: result.seconds, tests: countTests(stage) });
    if (!result.ok) reasons.push(...outsideTests(stage.name, result.output));
  });
}

console.log('\nstage                  result  seconds  tests');
for (const r of rows) console.log(`${r.name.padEnd(22)} ${(r.ok ? 'ok' : 'FAILED').padEnd(7)} ${r.seconds.padStart(7)}  ${r.tests}`);
const allOk = rows.every((r) => r.ok);
for (const r of rows) {
  if (!r.ok && r.tests.includes(' 0 failed')) reasons.push(`${r.name}: exited non-zero with every test passed (an unhandled error or a worker that did not stop: see "Unhandled" or "vitest-pool" in its output)`);
}
if (reasons.length > 0) console.log(`\nwhy:\n${reasons.map((r) => `  ${r}`).join('\n')}`);
if (!allOk && failed === 0) failed = rows.filter((r) => !r.ok).length; // a failed typecheck or lint counts too
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = allOk ? 0 : 1;
