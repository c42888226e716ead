import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { docName, meta } from '../../../shared/src/schema/doc';
import { restoreVersion } from '../../../shared/src/schema/restore-marker';
import type { DocumentJSON } from '../../../shared/src/schema/types';
import { renameCachedItem } from '../storage/list-cache';
import { flushPendingCreates, knownToServer } from './create-doc';
import { DocSession, LOCAL_ORIGIN } from './doc-session';
import { AUTOSAVE_DEBOUNCE_MS } from './local-history';
import { recordLocalVersion } from './local-versions';
import { colourFor } from './presence';
import { askToKeepData } from './device-storage';
import type { SyncStatus } from './status';

/**
 * Opens a document for a page: local copy first, the server once it knows the document (a
 * document created offline connects after its creation reached the server). Local versions are
 * recorded on the autosave debounce.
 */
export function useDocSession(docId: string, user: { uuid: string; nickname: string }, readOnly = false): DocSession | null {
  const [session, setSession] = useState<DocSession | null>(null);
  useEffect(() => {
    const s = new DocSession(docId, { uuid: user.uuid, name: user.nickname, color: colourFor(user.uuid) }, { connect: false, readOnly });
    let cancelled = false;
    const tryConnect = async () => {
      await flushPendingCreates();
      if (!cancelled && (await knownToServer(docId))) s.connect();
    };
    void tryConnect();
    // a document open here may be the only copy for a while: ask the browser not to evict it
    void askToKeepData();
    // The browser knows about a lost network before the socket times out: stop at once, so the
    // status says "saved on this device" rather than pretending to sync.
    const goOffline = () => s.provider.disconnect();
    window.addEventListener('online', tryConnect);
    window.addEventListener('offline', goOffline);

    let timer: ReturnType<typeof setTimeout> | null = null;
    // a full device storage refuses this too: the document's status already says so
    const save = () => void recordLocalVersion(docId, s.doc).catch(() => undefined);
    const onUpdate = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(save, AUTOSAVE_DEBOUNCE_MS);
    };
    s.doc.on('update', onUpdate);
    // one name everywhere: whoever renames the document (this editor, or a change arriving from
    // another client), the desktop's cached lists follow, so going back shows it at once
    const onMeta = (event: Y.YMapEvent<unknown>) => {
      const name = docName(s.doc);
      if (event.keysChanged.has('name') && name !== '') void renameCachedItem(docId, name);
    };
    meta(s.doc).observe(onMeta);
    // The session is an external resource this effect creates and destroys; handing it to the
    // component is the purpose of the effect, not a derived state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSession(s);
    return () => {
      cancelled = true;
      window.removeEventListener('online', tryConnect);
      window.removeEventListener('offline', goOffline);
      if (timer) {
        clearTimeout(timer);
        save(); // leaving: keep what was typed in the last seconds as a version too
      }
      s.doc.off('update', onUpdate);
      meta(s.doc).unobserve(onMeta);
      s.destroy();
    };
    // the access check's answer is only where the session starts; it is not a reason to reopen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [docId, user.uuid, user.nickname]);
  return session;
}

export function useSyncStatus(session: DocSession | null): SyncStatus {
  return useSyncExternalStore(
    (fn) => session?.subscribe(fn) ?? (() => undefined),
    () => session?.status ?? 'loading',
  );
}

/** Whether the server told us this account may only view the document. */
export function useReadOnly(session: DocSession | null): boolean {
  return useSyncExternalStore(
    (fn) => session?.subscribe(fn) ?? (() => undefined),
    () => session?.readOnly ?? false,
  );
}

/** Why this device's storage refused the last write (null: it took it). */
export function useDeviceFailure(session: DocSession | null): 'quota' | 'error' | null {
  return useSyncExternalStore(
    (fn) => session?.subscribe(fn) ?? (() => undefined),
    () => session?.local.failure ?? null,
  );
}

/** Whether this account lost its access to the document while it was open. */
export function useAccessEnded(session: DocSession | null): boolean {
  return useSyncExternalStore(
    (fn) => session?.subscribe(fn) ?? (() => undefined),
    () => session?.accessEnded ?? false,
  );
}

/**
 * Restores a version by applying it as a forward change (undoable, synced like any edit),
 * marked with who restored what so everyone in the document is told.
 */
export function restoreInto(session: DocSession, json: DocumentJSON, what: string, by: { uuid: string; name: string }): void {
  restoreVersion(session.doc, json, { what, by, at: Date.now() }, LOCAL_ORIGIN);
}
