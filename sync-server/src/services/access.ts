import type { Repos } from '../storage/repos';
import type { AccessEvents } from '../sync/bus';

/** What an account may do with a document: everything, edit its content, or only look. */
export type Access = 'owner' | 'edit' | 'view';

const CONTAINERS = new Set(['folder', 'project']);

/*
 * Changes of who may do what with a document (AccessEvents): the sync layer of every server node
 * listens and re-checks the connections it holds for that document (closing them, or switching
 * them to read-only and back). In one process a plain listener list; with several nodes the
 * same two calls ride on the bus between them (sync/bus.ts holds both).
 */
export { localAccessEvents, type AccessEvents } from '../sync/bus';

export type AccessService = ReturnType<typeof createAccessService>;

/**
 * The one place that knows what an account may do with a document (owner, member role, trashed
 * or not); HTTP calls, the WebSocket upgrade and every open connection ask it, and every change
 * of access is announced through it.
 */
export function createAccessService({ repos, events }: { repos: Repos; events: AccessEvents }) {
  return {
    async access(userId: number, docId: string): Promise<Access | null> {
      const doc = await repos.documents.byId(docId);
      if (!doc || doc.deleted_at !== null || CONTAINERS.has(doc.type)) return null;
      if (doc.owner_id === userId) return 'owner';
      return (await repos.members.role(docId, userId)) ?? null;
    },
    /** Someone's access to the document may have changed (members, trash): open connections follow at once. */
    changed(docId: string): Promise<void> {
      return events.publish(docId);
    },
    onChanged(listener: (docId: string) => Promise<void>): void {
      events.subscribe(listener);
    },
  };
}
