import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { RawData, WebSocket } from 'ws';
import {
  CLOSE,
  MESSAGE_AUTH,
  MESSAGE_AWARENESS,
  MESSAGE_QUERY_AWARENESS,
  MESSAGE_READ_ONLY,
  MESSAGE_SYNC,
} from '../../../shared/src/protocol/sync';
import type { Logger } from '../log';
import type { Conn, Room } from './room';
import type { Rooms } from './rooms';

const toBytes = (data: RawData): Uint8Array =>
  data instanceof ArrayBuffer ? new Uint8Array(data) : Array.isArray(data) ? Buffer.concat(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/**
 * Answers one sync message. Readers may ask (step 1) but their step 2 and update messages are
 * dropped unread: read-only is enforced here, by message type, not trusted to the client.
 */
function handleSync(room: Room, conn: Conn, decoder: decoding.Decoder, encoder: encoding.Encoder): void {
  const peek = decoding.clone(decoder);
  const type = decoding.readVarUint(peek);
  // Step 1 reads the state out: whatever it sends must already be stored.
  if (type === syncProtocol.messageYjsSyncStep1) room.flush();
  if (!conn.readOnly) {
    // Size check before applying: an update that would exceed the cap is never stored.
    if (type !== syncProtocol.messageYjsSyncStep1 && !room.fits(decoding.readVarUint8Array(peek).byteLength)) {
      conn.ws.close(CLOSE.DOC_TOO_LARGE, 'document too large');
      return;
    }
    syncProtocol.readSyncMessage(decoder, encoder, room.doc, conn.ws);
    return;
  }
  decoding.readVarUint(decoder);
  if (type === syncProtocol.messageYjsSyncStep1) syncProtocol.readSyncStep1(decoder, encoder, room.doc);
}

function onMessage(room: Room, conn: Conn, data: RawData): void {
  const decoder = decoding.createDecoder(toBytes(data));
  const encoder = encoding.createEncoder();
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case MESSAGE_SYNC:
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      handleSync(room, conn, decoder, encoder);
      // only a step-1 answer has content beyond the message type
      if (encoding.length(encoder) > 1) conn.ws.send(encoding.toUint8Array(encoder));
      return;
    case MESSAGE_AWARENESS:
      awarenessProtocol.applyAwarenessUpdate(room.awareness, decoding.readVarUint8Array(decoder), conn.ws);
      return;
    case MESSAGE_QUERY_AWARENESS: {
      encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(room.awareness, [...room.awareness.getStates().keys()]));
      conn.ws.send(encoding.toUint8Array(encoder));
      return;
    }
    case MESSAGE_AUTH:
      return; // authentication happened at the upgrade
    default:
      conn.ws.close(CLOSE.BAD_MESSAGE, 'unknown message');
  }
}

/** Joins a socket to its document's room and speaks y-websocket on it. */
export function acceptConnection(rooms: Rooms, log: Logger, docId: string, ws: WebSocket, info: Omit<Conn, 'ws' | 'awarenessIds'>): void {
  let room: Room;
  try {
    room = rooms.get(docId);
  } catch {
    ws.close(CLOSE.LOAD_FAILED, 'document failed to load');
    return;
  }
  room.flush(); // a new client is sent the state: store it first
  const conn: Conn = { ws, ...info, awarenessIds: new Set() };
  room.conns.set(ws, conn);

  ws.on('message', (data) => {
    try {
      onMessage(room, conn, data);
    } catch (err) {
      log.warn(`bad sync message on ${docId}: ${err instanceof Error ? err.message : String(err)}`);
      ws.close(CLOSE.BAD_MESSAGE, 'bad message');
    }
  });
  ws.on('close', () => {
    room.conns.delete(ws);
    awarenessProtocol.removeAwarenessStates(room.awareness, [...conn.awarenessIds], null);
    if (room.conns.size === 0) rooms.close(docId);
  });
  ws.on('error', () => ws.terminate());

  // Start the exchange: our state vector (step 1), and who else is here.
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, room.doc);
  ws.send(encoding.toUint8Array(encoder));
  const states = room.awareness.getStates();
  if (states.size > 0) {
    const aw = encoding.createEncoder();
    encoding.writeVarUint(aw, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(aw, awarenessProtocol.encodeAwarenessUpdate(room.awareness, [...states.keys()]));
    ws.send(encoding.toUint8Array(aw));
  }
  if (conn.ack) room.sendSaved(conn);
  if (conn.ack && conn.readOnly) {
    const ro = encoding.createEncoder();
    encoding.writeVarUint(ro, MESSAGE_READ_ONLY);
    ws.send(encoding.toUint8Array(ro));
  }
}
