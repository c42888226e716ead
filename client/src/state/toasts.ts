import { atom } from 'jotai';
import { dropToast, emptyQueue, pushToast, TOAST_DURATION_MS, type ToastAction, type ToastKind } from '../ui/toast-queue';
import { store } from './store';

export const toastQueueAtom = atom(emptyQueue());

/** Shows a toast for 5 s; a toast with links (view, undo…) stays twice as long to be reachable. */
export function toast(kind: ToastKind, message: string, ...actions: ToastAction[]): void {
  const { queue, toast: added } = pushToast(store.get(toastQueueAtom), kind, message, Date.now(), actions);
  if (!added) return;
  store.set(toastQueueAtom, queue);
  setTimeout(() => store.set(toastQueueAtom, dropToast(store.get(toastQueueAtom), added.id)), actions.length ? 2 * TOAST_DURATION_MS : TOAST_DURATION_MS);
}

export function closeToast(id: number): void {
  store.set(toastQueueAtom, dropToast(store.get(toastQueueAtom), id));
}
