import { Code } from '../../../shared/src/protocol/codes';
import type { Repos } from '../storage/repos';
import { DocLoadError, type Rooms } from '../sync/rooms';
import { AppError } from './app-error';
import type { DocumentService } from './documents';
import type { StorageQuota } from './storage-quota';

interface HistoryDeps {
  repos: Repos;
  rooms: Rooms;
  documents: DocumentService;
  quota: StorageQuota;
}

/**
 * Named versions (issue 21, "保存版本"): the current state kept under a name the user chose,
 * never thinned away, listed with that name.
 */
export function createHistoryService({ repos, rooms, documents, quota }: HistoryDeps) {
  return {
    /** Keeps the document as it stands now (what everyone connected has sent) as a named version. */
    async save(userId: number, id: string, label: string): Promise<{ ver: number }> {
      const access = await documents.access(userId, id);
      if (!access) throw new AppError(Code.REFUSED, 'doc.notFound');
      if (access === 'view') throw new AppError(Code.REFUSED, 'doc.readOnly');
      // a version is a whole copy, and it is the owner's storage it takes
      const owner = (await repos.documents.byId(id))!.owner_id;
      try {
        return await rooms.with(id, async (room) => {
          await quota.refuseIfFull(owner, room.size);
          const ver = await room.snapshot('named', 'always', { label, userId });
          if (ver === null) throw new AppError(Code.INTERNAL, 'errors.internal', {}, {}, 500);
          quota.changed(owner);
          return { ver };
        });
      } catch (err) {
        if (err instanceof DocLoadError) throw new AppError(Code.DOC_LOAD_FAILED, 'doc.loadFailed');
        throw err;
      }
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
