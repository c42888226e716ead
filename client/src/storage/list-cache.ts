import { db } from './db';

/**
 * A document's name changed on this device (its editor, or another client's change arriving in
 * it): the desktop's cached lists and a creation still waiting for the server carry the new
 * name, so the desktop shows it the moment it opens, before the server's answer lands.
 */
export async function renameCachedItem(id: string, name: string): Promise<void> {
  await db.transaction('rw', db.lists, db.pendingCreates, async () => {
    await db.lists.toCollection().modify((list) => {
      if (!list.rows.some((r) => r.id === id && r.name !== name)) return;
      list.rows = list.rows.map((r) => (r.id === id ? { ...r, name } : r));
    });
    await db.pendingCreates.update(id, { name });
  });
}
