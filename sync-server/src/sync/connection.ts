import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { RawData, WebSocket } from 'ws';
import { MAX_AWARENESS_BYTES } from '../../../shared/src/protocol/presence';
import {
  CLOSE,
  MESSAGE_AUTH,
  MESSAGE_AWARENESS,
  MESSAGE_QUERY_AWARENESS,
  MESSAGE_SYNC,
} from '../../../shared/src/protocol/sync';
import { writesAllowed } from '../../../shared/src/schema/app-version';
import { schemaVersionOf } from '../../../shared/src/schema/migrations';
import type { Logger } from '../log';
import { beforeApplying, noteStep1, noteWriter } from './merge-watch';
import { gateAwareness } from './awareness-gate';
import { budget, send, spend, type Conn } from './conn';
import { accessMessage, presenceMessage, step1Message } from './messages';
import type { Room } from './room';
import type { Rooms } from './rooms';

const toBytes = (data: RawData): Uint8Array =>
  data instanceof ArrayBuffer ? new Uint8Array(data) : Array.isArray(data) ? Buffer.concat(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/**
 * Presence moves: an editor's pointer is throttled to 20 a second by our client; viewers have
 * nothing to show but where they look, so they get less. Messages over budget are dropped.
 */
const AWARENESS_BUDGET = { editor: [60, 30], viewer: [10, 2] } as const;
/** Each step 1 makes the server encode the document; clients send one per (re)connect. */
const SYNC_STEP1_BUDGET = [5, 0.5] as const;

/**
 * Answers one sync message. Readers may ask (step 1) but their step 2 and update messages are
 * dropped unread: read-only is enforced here, by message type, not trusted to the client.
 */
async function handleSync(room: Room, conn: Conn, decoder: decoding.Decoder, encoder: encoding.Encoder, now: number): Promise<void> {
  const peek = decoding.clone(decoder);
  const type = decoding.readVarUint(peek);
  if (type === syncProtocol.messageYjsSyncStep1) {
    if (!spend(conn.syncBudget, now)) return;
    // Step 1 reads the state out: whatever it sends must already be stored.
    await room.flush();
    if (room.failed) return;
  }
  // (a frozen room, its bus to the other nodes down, takes no edits: see Room.freeze; an app
  // older than the document's schema may not write into it: see app-version.ts)
  if (!conn.readOnly && !room.frozen && writesAllowed(conn.schema, schemaVersionOf(room.doc))) {
    const payload = decoding.readVarUint8Array(peek);
    let merged: (() => Promise<void>) | null = null;
    if (type === syncProtocol.messageYjsSyncStep1) noteStep1(room, conn, payload);
    else {
      const bytes = payload.byteLength;
      // Size checks before applying: an update past a cap is never stored.
      if (!room.fits(bytes)) {
        conn.ws.close(CLOSE.DOC_TOO_LARGE, 'document too large');
        return;
      }
      if (!(await room.quotaAllows(bytes))) {
        conn.ws.close(CLOSE.QUOTA_FULL, 'storage full');
        return;
      }
      // a client back from a diverged offline period: its merge becomes a version
      merged = await beforeApplying(room, conn, payload);
      if (room.failed) return;
      noteWriter(room, conn, payload);
    }
    syncProtocol.readSyncMessage(decoder, encoder, room.doc, conn.ws);
    await merged?.();
    return;
  }
  decoding.readVarUint(decoder);
  if (type === syncProtocol.messageYjsSyncStep1) syncProtocol.readSyncStep1(decoder, encoder, room.doc);
}

function handleAwareness(room: Room, conn: Conn, decoder: decoding.Decoder, now: number): void {
  const update = decoding.readVarUint8Array(decoder);
  if (update.byteLength > MAX_AWARENESS_BYTES) {
    conn.ws.close(CLOSE.MESSAGE_TOO_LARGE, 'presence too large');
    return;
  }
  if (!spend(conn.awarenessBudget, now)) return;
  const others = [...room.conns.values()].filter((c) => c !== conn);
  const gated = gateAwareness(conn, others, update, (id) => room.awareness.meta.get(id)?.clock);
  if (gated) awarenessProtocol.applyAwarenessUpdate(room.awareness, gated, conn.ws);
}

async function onMessage(room: Room, conn: Conn, data: RawData, now: number): Promise<void> {
  const decoder = decoding.createDecoder(toBytes(data));
  const encoder = encoding.createEncoder();
  const type = decoding.readVarUint(decoder);
  switch (type) {
    case MESSAGE_SYNC:
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      await handleSync(room, conn, decoder, encoder, now);
      // only a step-1 answer has content beyond the message type
      if (encoding.length(encoder) > 1) send(conn, encoding.toUint8Array(encoder));
      return;
    case MESSAGE_AWARENESS:
      handleAwareness(room, conn, decoder, now);
      return;
    case MESSAGE_QUERY_AWARENESS: {
      if (!spend(conn.awarenessBudget, now)) return;
      encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(room.awareness, [...room.awareness.getStates().keys()]));
      send(conn, encoding.toUint8Array(encoder));
      return;
    }
    case MESSAGE_AUTH:
      return; // authentication happened at the upgrade
    default:
      conn.ws.close(CLOSE.BAD_MESSAGE, 'unknown message');
  }
}

export type ConnInfo = Pick<Conn, 'userId' | 'account' | 'sessionHash' | 'readOnly' | 'ack' | 'schema'>;

/**
 * Joins a socket to its document's room and speaks y-websocket on it. Messages are answered
 * one after another, in the order they came (some wait on storage: a step 1 on the flush, an
 * update on the quota), and only once the client has joined and been greeted.
 */
/**
 * The client speaks as soon as its socket opens (sync step 1), often while the server still
 * looks things up or loads the room: a socket drops messages nobody listens for, so from the
 * moment it opens they are kept until join() takes them, in order.
 */
export function keepEarlyMessages(ws: WebSocket): { early: RawData[]; stop: () => void } {
  const early: RawData[] = [];
  const keep = (data: RawData) => void early.push(data);
  ws.on('message', keep);
  return { early, stop: () => void ws.off('message', keep) };
}

export async function acceptConnection(rooms: Rooms, log: Logger, docId: string, ws: WebSocket, info: ConnInfo, now: () => number, kept = keepEarlyMessages(ws)): Promise<void> {
  const { early, stop } = kept;
  let room: Room;
  try {
    room = await rooms.hold(docId);
  } catch {
    stop();
    ws.close(CLOSE.LOAD_FAILED, 'document failed to load');
    return;
  }
  try {
    stop();
    await join(room, rooms, log, docId, ws, info, now, early);
  } finally {
    await rooms.release(room);
  }
}

async function join(room: Room, rooms: Rooms, log: Logger, docId: string, ws: WebSocket, info: ConnInfo, now: () => number, early: RawData[]): Promise<void> {
  const t = now();
  const [burst, rate] = info.readOnly ? AWARENESS_BUDGET.viewer : AWARENESS_BUDGET.editor;
  const conn: Conn = { ws, ...info, awarenessIds: new Set(), awarenessBudget: budget(burst, rate, t), syncBudget: budget(...SYNC_STEP1_BUDGET, t), alive: true };

  // messages wait here until the client has joined and been greeted, then go one by one
  let joined!: () => void;
  let inbox = new Promise<void>((resolve) => (joined = resolve));
  const take = (data: RawData) => {
    inbox = inbox.then(async () => {
      if (room.failed) return;
      try {
        await onMessage(room, conn, data, now());
      } catch (err) {
        log.warn(`bad sync message on ${docId}: ${err instanceof Error ? err.message : String(err)}`);
        ws.close(CLOSE.BAD_MESSAGE, 'bad message');
      }
    });
  };
  // what came while the room loaded first, in order, then the rest as it comes
  for (const data of early) take(data);
  ws.on('message', take);
  ws.on('close', () => rooms.leave(room, conn));
  ws.on('error', () => ws.terminate());
  ws.on('pong', () => (conn.alive = true));

  await room.flush(); // a new client is sent the state: store it first
  if (room.failed) {
    ws.close(CLOSE.LOAD_FAILED, 'try again');
    return;
  }
  if (ws.readyState !== ws.OPEN) return; // gone while the room was storing
  room.guard('accepting a client', () => {
    room.conns.set(ws, conn);
    rooms.joined(conn);
  });
  if (room.failed) return;

  // Start the exchange: our state vector (step 1), and who else is here.
  room.guard('greeting a client', () => {
    send(conn, step1Message(room.doc));
    const states = room.awareness.getStates();
    if (states.size > 0) send(conn, presenceMessage(room.awareness, [...states.keys()]));
    // read-only before the first "saved": a client that got "saved" without it knows it may edit
    if (conn.ack && (conn.readOnly || room.frozen)) send(conn, accessMessage(true));
    if (conn.ack) room.sendSaved(conn);
  });
  joined();
}
