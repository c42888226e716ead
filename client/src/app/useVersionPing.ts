import { useEffect } from 'react';
import { PING_INTERVAL_MS } from '../../../shared/src/protocol/endpoints';
import { api } from '../api/client';
import { knownVersionAtom, sessionNoticeAtom } from '../state/session';
import { store } from '../state/store';
import { observeVersion } from './version-ping';

export function checkVersion(version: string): void {
  const { known, upgrade } = observeVersion(store.get(knownVersionAtom), version);
  store.set(knownVersionAtom, known);
  if (upgrade) store.set(sessionNoticeAtom, { kind: 'upgrade' });
}

/** Asks the server for its version every 60 s (spec 000 §4). */
export function useVersionPing(): void {
  useEffect(() => {
    const ping = () =>
      api('auth/ping', {}, { showError: false }).then(
        ({ version }) => checkVersion(version),
        () => undefined, // offline: try again next time
      );
    void ping();
    const timer = setInterval(ping, PING_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
