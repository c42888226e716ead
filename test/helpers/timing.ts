/** The longest one parser or validator call may hold the server's event loop (issue 21). */
export const EVENT_LOOP_BUDGET_MS = 100;

/**
 * How long fn holds the thread: the best of up to three runs. One run's time also holds
 * whatever else the machine did meanwhile (other tests, the garbage collector, compiling fn),
 * while work that grows faster than its input stays far above the budget on every run; a run
 * ten times over the budget is not repeated.
 */
export function busyMs(fn: () => unknown, budgetMs = EVENT_LOOP_BUDGET_MS): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
    if (best <= budgetMs || best > budgetMs * 10) break;
  }
  return best;
}
