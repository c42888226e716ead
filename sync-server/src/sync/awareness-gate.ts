import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { MAX_AWARENESS_IDS_PER_CONN, stampPresence } from '../../../shared/src/protocol/presence';
import type { Conn } from './conn';

/**
 * Presence tells the truth: an awareness update from a connection is rewritten before the room
 * applies it. Entries for client ids another account's connection speaks for are dropped (a
 * viewer cannot pose as the owner's cursor), a connection claims at most a few ids, and every
 * state it sends carries the account's own uuid and nickname, whatever the client put there.
 * Returns the update to apply, or null when nothing of it may be applied.
 */
export function gateAwareness(conn: Conn, others: Iterable<Conn>, update: Uint8Array, clockOf: (id: number) => number | undefined): Uint8Array | null {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const kept: { id: number; clock: number; state: string }[] = [];
  for (let i = 0; i < count; i++) {
    const id = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    const text = decoding.readVarString(decoder);
    const owner = ownerOf(id, conn, others);
    if (owner && owner !== conn) {
      // Another socket speaks for this id. Stock clients echo every state they receive back
      // to the server (same clock: nothing new); those are dropped. Only a newer state from
      // the same account (a reconnect the server has not noticed ending yet) moves the id to
      // this socket, so the old one's close does not remove it.
      if (owner.userId !== conn.userId || clock <= (clockOf(id) ?? -1)) continue;
      owner.awarenessIds.delete(id);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    if (parsed === null) {
      // removing a state: only one's own
      if (owner === conn || (owner && owner.userId === conn.userId)) kept.push({ id, clock, state: 'null' });
      continue;
    }
    if (!conn.awarenessIds.has(id) && conn.awarenessIds.size >= MAX_AWARENESS_IDS_PER_CONN) continue;
    const stamped = stampPresence(parsed, conn.account);
    if (!stamped) continue;
    conn.awarenessIds.add(id);
    kept.push({ id, clock, state: JSON.stringify(stamped) });
  }
  if (kept.length === 0) return null;
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, kept.length);
  for (const { id, clock, state } of kept) {
    encoding.writeVarUint(encoder, id);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, state);
  }
  return encoding.toUint8Array(encoder);
}

function ownerOf(id: number, self: Conn, others: Iterable<Conn>): Conn | undefined {
  if (self.awarenessIds.has(id)) return self;
  for (const c of others) if (c.awarenessIds.has(id)) return c;
  return undefined;
}
