import { toBase64 } from 'lib0/buffer';
import * as Y from 'yjs';
import { docHashes } from '../../../shared/src/schema/doc-hash';
import type { DocVerifyResponse } from '../../../shared/src/protocol/verify';
import type { DocumentService } from './documents';

/**
 * 校验同步 (issue 19): the document's fingerprint as the server holds it, answered to anyone who
 * may open it (owner or member), like doc/load. A device compares it with its own: equal content
 * gives an equal hash whatever order the edits arrived in.
 */
export function createVerifyService(documents: DocumentService) {
  return {
    async verify(userId: number, id: string): Promise<DocVerifyResponse> {
      await documents.require(userId, id, false);
      return documents.withRoom(id, async (room) => {
        // the fingerprint of what is stored: updates still in flight are stored first
        await room.flush();
        return { ...docHashes(room.doc), stateVector: toBase64(Y.encodeStateVector(room.doc)) };
      });
    },
  };
}
export type VerifyService = ReturnType<typeof createVerifyService>;
