import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { MESSAGE_AWARENESS, MESSAGE_SYNC } from '../../shared/src/protocol/sync';

/*
 * A bare y-websocket peer for tests that must send what no well-behaved provider sends: forged
 * presence, floods, huge messages, or that stop reading altogether.
 */

export interface RawPeer {
  ws: WebSocket;
  /** resolves with the close code the server sent (or 1006 when the connection was cut) */
  closed: Promise<number>;
  received: Uint8Array[];
}

/** A raw peer on a document, joined to its room (see below). */
export function rawPeer(serverUrl: string, docId: string, cookie: string): Promise<RawPeer> {
  const ws = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/kapi/sync/${docId}`, { headers: { cookie } });
  const received: Uint8Array[] = [];
  ws.on('message', (data: Buffer) => received.push(new Uint8Array(data)));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => undefined);
  // Resolves once the server has greeted the peer (its step 1), that is once the socket has
  // joined its room, or once it closed without: an open socket alone may still be joining while
  // the server reads the database (PostgreSQL answers over the network, not within the tick).
  return new Promise((resolve, reject) => {
    const ready = () => resolve({ ws, closed, received });
    ws.once('message', ready);
    ws.once('close', ready);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

/** An awareness message with these (client id, clock, state) entries, states as JSON text. */
export function awarenessMessage(entries: { id: number; clock: number; state: unknown }[]): Uint8Array {
  const inner = encoding.createEncoder();
  encoding.writeVarUint(inner, entries.length);
  for (const e of entries) {
    encoding.writeVarUint(inner, e.id);
    encoding.writeVarUint(inner, e.clock);
    encoding.writeVarString(inner, JSON.stringify(e.state));
  }
  const outer = encoding.createEncoder();
  encoding.writeVarUint(outer, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(outer, encoding.toUint8Array(inner));
  return encoding.toUint8Array(outer);
}

/** A sync "update" message carrying a Yjs update. */
export function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** An update that sets one key of the document's meta map (from a fresh client id). */
export function metaUpdate(key: string, value: unknown): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('meta').set(key, value);
  return Y.encodeStateAsUpdate(doc);
}

/** The sync type of a received message (step 1, step 2, update), or null for other messages. */
export function syncTypeOf(message: Uint8Array): number | null {
  const decoder = decoding.createDecoder(message);
  return decoding.readVarUint(decoder) === MESSAGE_SYNC ? decoding.readVarUint(decoder) : null;
}

/**
 * Resolves once the server has handled everything the peer sent before: a socket's messages are
 * handled one after another, and a step 1 is answered in turn with a step 2 (sent only as such an
 * answer). Costs one of the socket's step-1 budget (burst 5).
 */
export async function handled(peer: RawPeer, timeout = 5000): Promise<void> {
  const answers = () => peer.received.filter((m) => syncTypeOf(m) === syncProtocol.messageYjsSyncStep2).length;
  const before = answers();
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, new Y.Doc());
  peer.ws.send(encoding.toUint8Array(encoder));
  const deadline = Date.now() + timeout;
  while (answers() === before) {
    if (Date.now() > deadline) throw new Error('the server has not answered the step 1');
    await new Promise((r) => setTimeout(r, 10));
  }
}
