import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedDeletes, ROW_DELETE_DELAY_MS } from './delayed-delete';

describe('delayed row delete (spec 001 §4: 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('deletes after 300 ms, not before', () => {
    const seen: string[][] = [];
    const d = new DelayedDeletes((p) => seen.push([...p]));
    const run = vi.fn();
    d.toggle('r1', run);
    expect(ROW_DELETE_DELAY_MS).toBe(300);
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    expect(d.pending().has('r1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(d.pending().size).toBe(0);
    expect(seen).toEqual([['r1'], []]);
  });

  it('a second tap within the delay keeps the row', () => {
    const d = new DelayedDeletes(() => {});
    const run = vi.fn();
    d.toggle('r1', run);
    vi.advanceTimersByTime(150);
    d.toggle('r1', run);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('closing cancels every pending delete; other rows run on their own timers', () => {
    const d = new DelayedDeletes(() => {});
    const a = vi.fn();
    const b = vi.fn();
    d.toggle('a', a);
    vi.advanceTimersByTime(200);
    d.toggle('b', b);
    vi.advanceTimersByTime(100);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    d.cancelAll();
    vi.advanceTimersByTime(1000);
    expect(b).not.toHaveBeenCalled();
  });
});
