// Presence lives in awareness, never in the document (shared/src/protocol/presence.ts has its
// shape); this module adds the client's pacing: pointer throttling and idleness.

export { colourFor, presenceOf, type Presence, type PresenceUser } from '../../../shared/src/protocol/presence';

export const POINTER_THROTTLE_MS = 50;
export const IDLE_AFTER_MS = 60_000;

/** Calls fn at most once per `ms`, always delivering the latest arguments. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  return (...args: A) => {
    pending = args;
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn(...args);
      pending = null;
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        if (pending) fn(...pending);
        pending = null;
      }, wait);
    }
  };
}
