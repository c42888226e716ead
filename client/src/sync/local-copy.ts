import { localDocName } from './create-doc';

/** y-indexeddb keeps a document's updates in this store of its database. */
const UPDATES_STORE = 'updates';

/**
 * Whether this device holds a copy of the document with something in it, found without
 * creating its database: a database that does not exist yet is never made by asking. Offline,
 * this is what tells "open what is here" from "never opened on this device".
 */
export async function hasLocalCopy(docId: string): Promise<boolean> {
  const name = localDocName(docId);
  // where the browser can list its databases, an absent one needs no open at all
  if (typeof indexedDB.databases === 'function') {
    const list = await indexedDB.databases().catch(() => null);
    if (list && !list.some((d) => d.name === name)) return false;
  }
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    // an upgrade means the database did not exist: abort it, so none is left behind
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(UPDATES_STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const count = db.transaction(UPDATES_STORE, 'readonly').objectStore(UPDATES_STORE).count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}
