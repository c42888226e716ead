import * as Y from 'yjs';
import type { Conn } from './conn';
import type { Room } from './room';

/**
 * "Nothing merges silently away" (issue 19). A client that comes back after an offline period
 * with changes of its own, while others changed the document meanwhile, merges two histories.
 * The history then shows it: a version right before the merge (the others' side alone, which
 * can be restored) and a 'merge' version naming both sides' authors.
 *
 * The rule, decided on the client's sync step 1 (sent on every (re)connect, carrying its state
 * vector, i.e. everything it holds, which includes all it had acknowledged from the server):
 *  - the server holds changes the client lacks (others wrote since the client last synced), and
 *  - the client holds changes the server lacks (it wrote while offline).
 * Both: the first of its step-2/update messages that brings the server something new (a Yjs
 * client clock past the server's) is recorded as a merge. Changes that only delete carry no new
 * clock and are merged without a version (they remain visible in the next automatic one).
 */

/**
 * Per document, Yjs client id → the account that wrote with it, learned from updates off its
 * sockets. Kept by document id, not room, so a colleague who left (the room closed) is still
 * named when an offline device comes back later; not kept across a server restart (then only
 * the returning side is named). Bounded: the oldest documents and ids go first.
 */
const writers = new Map<string, Map<number, number>>();
const MAX_DOCS = 5000;
const MAX_IDS_PER_DOC = 2000;
/** a connection whose offline changes are still to arrive, and the Yjs clients of the other side */
const diverged = new WeakMap<Conn, number[]>();

const vectorOf = (doc: Y.Doc) => Y.decodeStateVector(Y.encodeStateVector(doc));

/** Step 1 from a client that may write: does it come back from a diverged offline period? */
export function noteStep1(room: Room, conn: Conn, encodedVector: Uint8Array): void {
  const client = Y.decodeStateVector(encodedVector);
  const server = vectorOf(room.doc);
  const others = [...server].filter(([id, clock]) => (client.get(id) ?? 0) < clock).map(([id]) => id);
  const ahead = [...client].some(([id, clock]) => (server.get(id) ?? 0) < clock);
  if (others.length > 0 && ahead) diverged.set(conn, others);
  else diverged.delete(conn);
}

/** Remembers who writes with which Yjs client ids, to name the other side of a later merge. */
export function noteWriter(room: Room, conn: Conn, update: Uint8Array): void {
  let known = writers.get(room.docId);
  if (known) writers.delete(room.docId); // (re-inserted: the map's order is least recently written first)
  else known = new Map();
  writers.set(room.docId, known);
  if (writers.size > MAX_DOCS) writers.delete(writers.keys().next().value!);
  for (const id of Y.decodeStateVector(Y.encodeStateVectorFromUpdate(update)).keys()) {
    known.delete(id);
    known.set(id, conn.userId);
    if (known.size > MAX_IDS_PER_DOC) known.delete(known.keys().next().value!);
  }
}

/**
 * Before a client's update is applied: if it is the merge of a diverged client, keeps the
 * version before it and answers what to run once the update is applied (the merge version);
 * otherwise null.
 */
export async function beforeApplying(room: Room, conn: Conn, update: Uint8Array): Promise<(() => Promise<void>) | null> {
  const others = diverged.get(conn);
  if (!others) return null;
  const server = vectorOf(room.doc);
  const brings = [...Y.decodeStateVector(Y.encodeStateVectorFromUpdate(update))].some(([id, clock]) => (server.get(id) ?? 0) < clock);
  if (!brings) return null;
  diverged.delete(conn);
  // the others' side as it stands: restorable on its own
  await room.snapshot('before-merge', 'always');
  const known = writers.get(room.docId);
  const otherAuthors = others.map((id) => known?.get(id)).filter((id): id is number => id !== undefined);
  const authors = [...new Set([...otherAuthors, conn.userId])];
  return async () => void (await room.snapshot('merge', 'always', { userId: conn.userId, authors }));
}
