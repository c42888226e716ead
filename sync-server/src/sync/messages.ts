import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as encoding from 'lib0/encoding';
import type * as Y from 'yjs';
import { MESSAGE_AWARENESS, MESSAGE_READ_ONLY, MESSAGE_READ_WRITE, MESSAGE_SAVED, MESSAGE_SYNC } from '../../../shared/src/protocol/sync';

// The messages the server sends on a sync socket, each encoded in one place (y-websocket's
// framing: a message type, then its body).

const framed = (type: number, body: (encoder: encoding.Encoder) => void): Uint8Array => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  body(encoder);
  return encoding.toUint8Array(encoder);
};

/** A document update to apply. */
export const updateMessage = (update: Uint8Array) => framed(MESSAGE_SYNC, (e) => syncProtocol.writeUpdate(e, update));

/** Sync step 1: the server's state vector, asking the client for what it lacks. */
export const step1Message = (doc: Y.Doc) => framed(MESSAGE_SYNC, (e) => syncProtocol.writeSyncStep1(e, doc));

/** "saved": the server has stored everything up to this state vector (ack clients). */
export const savedMessage = (stateVector: Uint8Array) => framed(MESSAGE_SAVED, (e) => encoding.writeVarUint8Array(e, stateVector));

/** Presence of the given clients. */
export const awarenessMessage = (update: Uint8Array) => framed(MESSAGE_AWARENESS, (e) => encoding.writeVarUint8Array(e, update));

/** The presence of these clients of an awareness, as one message. */
export const presenceMessage = (awareness: awarenessProtocol.Awareness, clients: number[]) => awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(awareness, clients));

/** Viewing only, or editing again (ack clients). */
export const accessMessage = (readOnly: boolean) => framed(readOnly ? MESSAGE_READ_ONLY : MESSAGE_READ_WRITE, () => undefined);
