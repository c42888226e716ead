import { useEffect } from 'react';

// A tiny signal: something in the workspace changed (created, renamed, pinned, moved…), so
// every list on screen reloads. Lists are views of the server; they never patch themselves.
const listeners = new Set<() => void>();

export function workspaceChanged(): void {
  for (const l of listeners) l();
}

export function useWorkspaceChanges(listener: () => void): void {
  useEffect(() => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [listener]);
}
