import { Redis } from 'ioredis';
import type { Logger } from '../log';
import { decodeBusMessage, encodeBusMessage, localAccessEvents, newNodeId, type BusMessage, type BusState, type DocBus } from './bus';

// The document bus over Redis pub/sub (REDIS_URL, issue 12): one connection publishes, one
// subscribes; a channel per document. ioredis reconnects by itself and subscribes again to
// every channel; what was published while the connection was down is lost, which is why the
// bus tells its rooms when it comes back (they catch up from the database).

const CHANNEL_PREFIX = 'lightkit:doc:';
/** changes of access: the sender's node id, a space, the document id */
const ACCESS_CHANNEL = 'lightkit:access';
const channelOf = (docId: string) => `${CHANNEL_PREFIX}${docId}`;

export async function redisBus(url: string, log: Logger, nodeId = newNodeId()): Promise<DocBus> {
  // no offline queue: a publish while Redis is down fails at once rather than arriving late and
  // out of order after the catch-up; the room has refused writes meanwhile anyway
  const options = { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (times: number) => Math.min(1000, 50 * times) };
  const pub = new Redis(url, options);
  const sub = new Redis(url, { ...options, enableOfflineQueue: true });
  const handlers = new Map<string, (message: BusMessage) => void>();
  const listeners: ((state: BusState) => void)[] = [];
  let state: BusState = 'down';
  let started = false;
  const ready = { pub: false, sub: false };
  const tell = (next: BusState) => {
    state = next;
    log.warn(`document bus (Redis) ${next === 'up' ? 'reachable again' : 'unreachable'}`);
    for (const fn of listeners) fn(next);
  };
  const update = () => {
    if (!started) return;
    if (!(ready.pub && ready.sub)) {
      if (state === 'up') tell('down');
      return;
    }
    if (state === 'up') return;
    // Back: the rooms are told only once every channel is subscribed again (confirmed by
    // Redis), so what they then read from the database and what arrives on the bus meet
    // without a gap.
    sub.subscribe(ACCESS_CHANNEL, ...[...handlers.keys()].map(channelOf)).then(
      () => ready.pub && ready.sub && state === 'down' && tell('up'),
      () => undefined,
    );
  };
  for (const [name, conn] of [['pub', pub], ['sub', sub]] as const) {
    conn.on('ready', () => ((ready[name] = true), update()));
    conn.on('close', () => ((ready[name] = false), update()));
    // errors are reported through the state; an unhandled 'error' event would stop the process
    conn.on('error', () => undefined);
  }
  const access = localAccessEvents();
  sub.on('message', (channel: string, text: string) => {
    if (channel !== ACCESS_CHANNEL) return;
    const [from, docId] = text.split(' ');
    if (from !== nodeId && docId) void access.deliver(docId).catch((err: unknown) => log.error(`applying a change of access to ${docId}`, err));
  });
  sub.on('messageBuffer', (channel: Buffer, bytes: Buffer) => {
    const name = channel.toString('utf8');
    if (!name.startsWith(CHANNEL_PREFIX)) return;
    const docId = name.slice(CHANNEL_PREFIX.length);
    const decoded = decodeBusMessage(bytes);
    if (!decoded || decoded.from === nodeId) return;
    handlers.get(docId)?.(decoded.message);
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(ACCESS_CHANNEL);
  state = 'up';
  started = true;

  return {
    nodeId,
    state: () => state,
    async join(docId, onMessage) {
      handlers.set(docId, onMessage);
      await sub.subscribe(channelOf(docId));
    },
    async leave(docId) {
      handlers.delete(docId);
      await sub.unsubscribe(channelOf(docId)).catch(() => undefined);
    },
    publish(docId, message) {
      pub.publish(channelOf(docId), encodeBusMessage(nodeId, message)).catch(() => undefined);
    },
    onStateChange(fn) {
      listeners.push(fn);
    },
    access: {
      async publish(docId) {
        pub.publish(ACCESS_CHANNEL, `${nodeId} ${docId}`).catch(() => undefined);
        await access.deliver(docId);
      },
      subscribe: access.subscribe,
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
