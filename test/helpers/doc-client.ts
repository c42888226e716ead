import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { MESSAGE_SAVED, MESSAGE_SYNC } from '../../shared/src/protocol/sync';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';

/** Polls until the check passes (or throws with its last error after `timeout` ms). */
export async function eventually<T>(check: () => T | Promise<T>, timeout = 5000, interval = 10): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

export interface DocClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** the server's state vector from its last "saved" message (ack clients only) */
  saved: () => Uint8Array | null;
  /** resolves when the server has stored everything this client has */
  allSaved(timeout?: number): Promise<void>;
  close(): void;
}

/**
 * The stock y-websocket provider in Node, authenticated by a session cookie. BroadcastChannel
 * is off: clients in one process would otherwise talk to each other around the server.
 */
export function newDocClient(serverUrl: string, docId: string, cookie: string, options: { ack?: boolean; connect?: boolean; doc?: Y.Doc; params?: Record<string, string> } = {}): DocClient {
  const doc = options.doc ?? new Y.Doc();
  class CookieSocket extends WebSocket {
    constructor(url: string | URL) {
      super(url, { headers: cookie ? { cookie } : {} });
    }
  }
  const provider = new WebsocketProvider(`${serverUrl.replace(/^http/, 'ws')}/kapi/sync`, docId, doc, {
    WebSocketPolyfill: CookieSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    connect: options.connect ?? true,
    params: { ...(options.ack ? { ack: '1' } : {}), ...options.params },
    maxBackoffTime: 200,
  });
  let saved: Uint8Array | null = null;
  if (options.ack) {
    provider.messageHandlers[MESSAGE_SAVED] = (_encoder, decoder: decoding.Decoder) => {
      saved = decoding.readVarUint8Array(decoder);
    };
  }
  const covers = () => {
    if (!saved) return false;
    const server = Y.decodeStateVector(saved);
    for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(doc))) if ((server.get(client) ?? 0) < clock) return false;
    return true;
  };
  return {
    doc,
    provider,
    saved: () => saved,
    allSaved: (timeout = 5000) =>
      eventually(() => {
        if (!covers()) throw new Error('not all updates stored yet');
      }, timeout),
    close() {
      provider.destroy();
      doc.destroy();
    },
  };
}

export const synced = (client: DocClient, timeout = 5000) =>
  eventually(() => {
    if (!client.provider.synced) throw new Error('not synced');
  }, timeout);

/**
 * Resolves once the server has handled every message this client sent before now: a socket's
 * messages are handled one after another, and a sync step 1 is answered in turn with a step 2
 * (which the server sends only as such an answer). For tests that prove something sent was
 * dropped, without sleeping. Costs one of the socket's step-1 budget (burst 5).
 */
export async function handledByServer(client: DocClient, timeout = 5000): Promise<void> {
  const { provider } = client;
  const ws = provider.ws;
  if (!ws || !provider.wsconnected) throw new Error('not connected');
  const handler = provider.messageHandlers[MESSAGE_SYNC]!;
  let answered = false;
  provider.messageHandlers[MESSAGE_SYNC] = (encoder, decoder, ...rest) => {
    if (decoding.peekVarUint(decoder) === syncProtocol.messageYjsSyncStep2) answered = true;
    handler(encoder, decoder, ...rest);
  };
  try {
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(step1, client.doc);
    ws.send(encoding.toUint8Array(step1));
    await eventually(() => {
      if (!answered) throw new Error('the server has not answered yet');
    }, timeout);
  } finally {
    provider.messageHandlers[MESSAGE_SYNC] = handler;
  }
}
