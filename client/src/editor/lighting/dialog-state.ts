import { useSyncExternalStore } from 'react';

// Which lamp placement dialog is open. Actions run outside React (menus, shortcuts), so they
// open a dialog through this small store and the host (LightingDialogs) draws it.

export type LightingDialog = { kind: 'array' } | { kind: 'fillRoom'; target: string } | { kind: 'alongLine'; target: string };

let current: LightingDialog | null = null;
const listeners = new Set<() => void>();

export function openLightingDialog(dialog: LightingDialog | null): void {
  current = dialog;
  for (const l of listeners) l();
}
export const closeLightingDialog = (): void => openLightingDialog(null);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useLightingDialog = (): LightingDialog | null => useSyncExternalStore(subscribe, () => current);
