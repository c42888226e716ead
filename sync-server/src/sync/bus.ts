import { randomBytes } from 'node:crypto';

// How the nodes holding one document's room share what happens in it (issue 12). A node that
// stores an update (or sees a presence change) publishes it on the document's channel; every
// other node holding the room applies it and forwards it to its own clients. One node alone
// needs none of this: the local bus publishes to nobody.

export type BusKind = 'update' | 'awareness';

export interface BusMessage {
  kind: BusKind;
  data: Uint8Array;
}

export type BusState = 'up' | 'down';

export interface DocBus {
  /** this node's id: its own messages come back from the channel and are ignored */
  readonly nodeId: string;
  /** the bus's reach to the other nodes (a node alone is always up) */
  state(): BusState;
  /**
   * Listens on the document's channel; resolves once messages sent from now on will arrive, so
   * a room subscribes BEFORE it loads the document and misses nothing between the two.
   */
  join(docId: string, onMessage: (message: BusMessage) => void): Promise<void>;
  leave(docId: string): Promise<void>;
  /** Sends to the other nodes holding the document (in order, per node and document). */
  publish(docId: string, message: BusMessage): void;
  /**
   * Called when the bus comes back after being down (Redis restarted): messages sent meanwhile
   * are lost, so each room catches up from the database. And when it goes down.
   */
  onStateChange(fn: (state: BusState) => void): void;
  /**
   * Changes of who may open a document (members, trash), told to every node: each closes or
   * downgrades its own connections to the document at once (services/access.ts).
   */
  readonly access: AccessEvents;
  close(): Promise<void>;
}

/** The shape services/access.ts listens through (defined here so the bus need not import services). */
export interface AccessEvents {
  /** resolves once this node's listeners have acted (other nodes follow on their own) */
  publish(docId: string): Promise<void>;
  subscribe(listener: (docId: string) => Promise<void>): void;
}

/** Listeners in this process only: the publishing node's own connections follow at once. */
export function localAccessEvents(): AccessEvents & { deliver(docId: string): Promise<void> } {
  const listeners = new Set<(docId: string) => Promise<void>>();
  const deliver = async (docId: string) => {
    for (const l of listeners) await l(docId);
  };
  return { publish: deliver, deliver, subscribe: (listener) => void listeners.add(listener) };
}

export const newNodeId = (): string => randomBytes(6).toString('hex');

/** One node: nobody to tell. */
export function localBus(): DocBus {
  return {
    nodeId: 'local',
    state: () => 'up',
    join: async () => undefined,
    leave: async () => undefined,
    publish: () => undefined,
    onStateChange: () => undefined,
    access: localAccessEvents(),
    close: async () => undefined,
  };
}

// ---- wire format: [node id length][node id][kind][data] ----

const KINDS: BusKind[] = ['update', 'awareness'];

export function encodeBusMessage(nodeId: string, message: BusMessage): Buffer {
  const id = Buffer.from(nodeId, 'utf8');
  return Buffer.concat([Buffer.from([id.length]), id, Buffer.from([KINDS.indexOf(message.kind)]), Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength)]);
}

/** The sender's node id and the message, or null for bytes that are not one (ignored). */
export function decodeBusMessage(bytes: Buffer): { from: string; message: BusMessage } | null {
  if (bytes.length < 2) return null;
  const idLength = bytes[0]!;
  if (bytes.length < 2 + idLength) return null;
  const kind = KINDS[bytes[1 + idLength]!];
  if (!kind) return null;
  return { from: bytes.subarray(1, 1 + idLength).toString('utf8'), message: { kind, data: new Uint8Array(bytes.subarray(2 + idLength)) } };
}
