import { Code, SESSION_CODES } from '../../../shared/src/protocol/codes';
import type { ResponseOf } from '../../../shared/src/protocol/endpoints';
import { api, ApiError, NETWORK_ERROR } from '../api/client';
import { knownToServer } from './create-doc';
import { hasLocalCopy } from './local-copy';

export type Access = ResponseOf<'doc/access'>['access'];

/** What the document page may do with a document id, decided before anything is stored for it. */
export type DocAccess =
  /** open it: the server said so, or this device holds its copy (`access` null: not asked) */
  | { kind: 'open'; access: Access | null }
  /** it does not exist, or this account may not open it */
  | { kind: 'notFound' }
  /** no server to ask, and this device has never held it */
  | { kind: 'notOnDevice' }
  /** the server could not answer (its message), and this device has never held it */
  | { kind: 'failed'; message: string };

/**
 * Asks the server first: the sync socket's refusal (HTTP 403/404 on the upgrade) reaches the
 * browser only as a failed connection, indistinguishable from a network problem, and opening
 * the session would already create the local database. Offline, the local copy decides.
 * Null: the answer ended the session, and the API client is already showing that.
 */
export async function decideAccess(docId: string): Promise<DocAccess | null> {
  // created on this device and not yet known to the server: it is ours, and here
  if (!(await knownToServer(docId))) return { kind: 'open', access: 'owner' };
  let failure = '';
  if (navigator.onLine) {
    try {
      const { access } = await api('doc/access', { id: docId }, { showError: false });
      return { kind: 'open', access };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === Code.REFUSED) return { kind: 'notFound' };
      if (SESSION_CODES[err.code] !== undefined) return null;
      if (err.code !== NETWORK_ERROR) failure = err.message;
    }
  }
  if (await hasLocalCopy(docId)) return { kind: 'open', access: null };
  return failure ? { kind: 'failed', message: failure } : { kind: 'notOnDevice' };
}
