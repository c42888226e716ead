// Presence lives in awareness, never in the document: who is here, their colour, what they
// have selected and where their pointer is.

export interface PresenceUser {
  uuid: string;
  name: string;
  color: string;
}
export interface Presence {
  user: PresenceUser;
  /** selected element ids */
  selection: string[];
  /** pointer on a page, in page coordinates; null when away */
  pointer: { page: string; x: number; y: number } | null;
  /** no input for a while */
  idle: boolean;
}

const COLOURS = ['#e8590c', '#1c7ed6', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#e03131', '#5f3dc4', '#66a80f', '#d6336c'];

/** A colour that stays the same for a person on every device (derived from their uuid). */
export function colourFor(uuid: string): string {
  let h = 0;
  for (let i = 0; i < uuid.length; i++) h = (h * 31 + uuid.charCodeAt(i)) >>> 0;
  return COLOURS[h % COLOURS.length]!;
}

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
