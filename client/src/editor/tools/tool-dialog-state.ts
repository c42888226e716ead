import { useSyncExternalStore } from 'react';

// Which design tool the editor shows as a dialog (opened from the 照明 menu, drawn by
// EditorToolDialog), kept outside React like the lamp placement dialogs.

let current: string | null = null;
const listeners = new Set<() => void>();

export function openToolDialog(code: string | null): void {
  current = code;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useToolDialog = (): string | null => useSyncExternalStore(subscribe, () => current);
