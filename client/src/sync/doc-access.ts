import { Code, SESSION_CODES } from '../../../shared/src/protocol/codes';
import type { ResponseOf } from '../../../shared/src/protocol/endpoints';
import { api, ApiError, NETWORK_ERROR } from '../api/client';
import { knownToServer } from './create-doc';
import { hasLocalCopy } from './local-copy';

export type Access = ResponseOf<'doc/access'>['access'];

/** What the document page may do with a document id, decided before anything is stored for it. */
export type DocAccess =
  /** open it: the server said so, or this device holds its copy (`access` null: no answer) */
  | { kind: 'open'; access: Access | null }
  /** it does not exist, or this account may not open it */
  | { kind: 'notFound' }
  /** no server to ask, and this device has never held it */
  | { kind: 'notOnDevice' }
  /** the server could not answer (its message), and this device has never held it */
  | { kind: 'failed'; message: string };

/**
 * How long a document this device holds waits for the server's answer before it opens from
 * its copy anyway: a slow network must not hold up local work (the request's own timeout is
 * far longer).
 */
export const SERVER_WAIT_MS = 3000;

/** The server's answer; null: it ended the session (the API client is showing that already). */
async function askServer(docId: string): Promise<DocAccess | null | 'unreachable'> {
  try {
    const { access } = await api('doc/access', { id: docId }, { showError: false });
    return { kind: 'open', access };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.code === Code.REFUSED) return { kind: 'notFound' };
    if (SESSION_CODES[err.code] !== undefined) return null;
    return err.code === NETWORK_ERROR ? 'unreachable' : { kind: 'failed', message: err.message };
  }
}

/**
 * Whether this account may still open the document, as far as the server can say now: false
 * when it answers "not found" (a member removed, the document trashed), null when it cannot be
 * asked. The sync socket is refused without a reason the browser can read, so a connection
 * that keeps failing while online asks this.
 */
export async function stillAllowed(docId: string): Promise<boolean | null> {
  const answer = await askServer(docId).catch(() => 'unreachable' as const);
  if (answer === null || answer === 'unreachable') return null;
  return answer.kind === 'open' ? true : answer.kind === 'notFound' ? false : null;
}

const never = new Promise<never>(() => undefined);

/**
 * Asks the server first: the sync socket's refusal (HTTP 403/404 on the upgrade) reaches the
 * browser only as a failed connection, indistinguishable from a network problem, and opening
 * the session would already create the local database. Offline, or when the server cannot be
 * reached, the local copy decides. Null: the answer ended the session.
 */
export async function decideAccess(docId: string): Promise<DocAccess | null> {
  // created on this device and not yet known to the server: it is ours, and here
  if (!(await knownToServer(docId))) return { kind: 'open', access: 'owner' };
  const local = hasLocalCopy(docId);
  if (!navigator.onLine) return (await local) ? { kind: 'open', access: null } : { kind: 'notOnDevice' };

  const slow = local.then((has) => (has ? new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), SERVER_WAIT_MS)) : never));
  const answer = await Promise.race([askServer(docId), slow]);
  if (answer === 'slow') return { kind: 'open', access: null };
  if (answer !== 'unreachable' && answer?.kind !== 'failed') return answer;
  if (await local) return { kind: 'open', access: null };
  return answer === 'unreachable' ? { kind: 'notOnDevice' } : answer;
}
