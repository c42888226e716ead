import { useSyncExternalStore } from 'react';
import type { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';
import { tooNewForApp } from '../../../shared/src/schema/app-version';
import { meta } from '../../../shared/src/schema/doc';
import { schemaVersionOf } from '../../../shared/src/schema/migrations';

/**
 * Watches a document's schemaVersion (from the local copy, and whenever the server's state
 * raises it): once it is above this app's, `onTooNew` runs, once. The caller makes the session
 * read-only; a reload brings the app that knows the document.
 */
export function watchSchema(doc: Y.Doc, onTooNew: () => void): () => void {
  let told = false;
  const check = () => {
    if (told || !tooNewForApp(schemaVersionOf(doc))) return;
    told = true;
    onTooNew();
  };
  const m = meta(doc);
  m.observe(check);
  check();
  return () => m.unobserve(check);
}

/**
 * The last line of defence for a document newer than the app: nothing made in this tab is sent
 * to the server any more (the editor is read-only already; this catches any write path that
 * forgot to ask). What the server sends still arrives.
 */
export function stopSending(provider: WebsocketProvider, doc: Y.Doc): void {
  doc.off('update', provider._updateHandler);
}

/** Whether the open document was written by a newer app than this one (see DocSession). */
export function useSchemaTooNew(session: { schemaTooNew: boolean; subscribe: (fn: () => void) => () => void } | null): boolean {
  return useSyncExternalStore(
    (fn) => session?.subscribe(fn) ?? (() => undefined),
    () => session?.schemaTooNew ?? false,
  );
}
