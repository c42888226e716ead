// Toast rules of spec 000 §8/§9: identical messages within 5 s show once; a toast lasts 5 s.
export const TOAST_DEDUPE_MS = 5_000;
export const TOAST_DURATION_MS = 5_000;

export type ToastKind = 'error' | 'warning' | 'success' | 'info';
/** A link in the toast, e.g. "open" on something created where the user cannot see it. */
export interface ToastAction {
  label: string;
  run: () => void;
}
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  shownAt: number;
  /** links in the toast (open, view, undo…) */
  actions: ToastAction[];
}

export interface ToastQueue {
  toasts: Toast[];
  /** when each message was last shown, for de-duplication */
  lastShown: Record<string, number>;
  nextId: number;
}

export const emptyQueue = (): ToastQueue => ({ toasts: [], lastShown: {}, nextId: 1 });

/** Adds a toast unless the same message was shown within the de-duplication window. */
export function pushToast(queue: ToastQueue, kind: ToastKind, message: string, now: number, actions: ToastAction[] = []): { queue: ToastQueue; toast: Toast | null } {
  const last = queue.lastShown[message];
  if (message === '' || (last !== undefined && now - last < TOAST_DEDUPE_MS)) return { queue, toast: null };
  const toast: Toast = { id: queue.nextId, kind, message, shownAt: now, actions };
  const lastShown: Record<string, number> = { [message]: now };
  for (const [m, at] of Object.entries(queue.lastShown)) if (now - at < TOAST_DEDUPE_MS && m !== message) lastShown[m] = at;
  return { queue: { toasts: [...queue.toasts, toast], lastShown, nextId: queue.nextId + 1 }, toast };
}

export function dropToast(queue: ToastQueue, id: number): ToastQueue {
  return { ...queue, toasts: queue.toasts.filter((t) => t.id !== id) };
}
