import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colourFor, throttle } from './presence';

describe('presence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a person the same colour every time', () => {
    expect(colourFor('00000000-0000-4000-8000-000000000001')).toBe(colourFor('00000000-0000-4000-8000-000000000001'));
    expect(colourFor('a')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('throttles pointer updates, delivering the latest position', () => {
    const seen: number[] = [];
    const send = throttle((x: number) => seen.push(x), 50);
    send(1);
    send(2);
    send(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(100);
    send(4);
    expect(seen).toEqual([1, 3, 4]);
  });
});
