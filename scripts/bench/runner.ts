import { fmt } from './stats';

/** Progress lines go to stderr so the tables on stdout stay clean. */
export const progress = (message: string): void => void process.stderr.write(`[bench] ${message}\n`);

/**
 * Runs a benchmark with `--quick` or the full plan, under a watchdog so it always ends by
 * itself, and exits even if a stray handle would keep the process alive.
 */
export function runBenchmark<P extends { watchdogMs: number }>(plans: { quick: P; full: P }, run: (plan: P) => Promise<void>): void {
  const plan = process.argv.includes('--quick') ? plans.quick : plans.full;
  const watchdog = setTimeout(() => {
    console.error(`benchmark still running after ${plan.watchdogMs / 60_000} min: aborted`);
    process.exit(1);
  }, plan.watchdogMs);
  watchdog.unref();
  const started = performance.now();
  run(plan).then(
    () => {
      progress(`done in ${fmt((performance.now() - started) / 1000, 1)} s`);
      setTimeout(() => {
        console.error('a handle kept the process alive after the benchmark finished; exiting');
        process.exit(0);
      }, 2000).unref();
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
