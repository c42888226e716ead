import { atom } from 'jotai';
import { dropToast, emptyQueue, pushToast, TOAST_DURATION_MS, type ToastAction, type ToastKind } from '../ui/toast-queue';
import { store } from './store';

export const toastQueueAtom = atom(emptyQueue());

export function toast(kind: ToastKind, message: string, action?: ToastAction): void {
  const { queue, toast: added } = pushToast(store.get(toastQueueAtom), kind, message, Date.now(), action);
  if (!added) return;
  store.set(toastQueueAtom, queue);
  setTimeout(() => store.set(toastQueueAtom, dropToast(store.get(toastQueueAtom), added.id)), TOAST_DURATION_MS);
}

export function closeToast(id: number): void {
  store.set(toastQueueAtom, dropToast(store.get(toastQueueAtom), id));
}
