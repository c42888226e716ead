import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage, BusState, DocBus } from '../../sync-server/src/sync/bus';
import { decodeBusMessage, encodeBusMessage } from '../../sync-server/src/sync/bus';
import { redisBus } from '../../sync-server/src/sync/redis-bus';
import { startRedis, type TestRedis } from '../helpers/redis';

/*
 * Issue 12: the document bus between nodes over a real redis-server. A message published by one
 * node reaches the other nodes holding the document, in order, and never comes back to its
 * sender; a node that left hears nothing more; after Redis restarts, every node says it is down,
 * then up once its channels are subscribed again, and messages flow again.
 */
let redis: TestRedis;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

const bytes = (...n: number[]) => new Uint8Array(n);
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the document bus over Redis', () => {
  it('carries a node’s messages to the others holding the document, in order, not back to the sender', async () => {
    const [a, b, c] = await Promise.all([redisBus(redis.url, quiet), redisBus(redis.url, quiet), redisBus(redis.url, quiet)]);
    try {
      const got: Record<string, BusMessage[]> = { a: [], b: [], c: [] };
      await a.join('doc1', (m) => got.a!.push(m));
      await b.join('doc1', (m) => got.b!.push(m));
      await c.join('doc2', (m) => got.c!.push(m));
      for (let i = 0; i < 50; i++) a.publish('doc1', { kind: i % 2 ? 'awareness' : 'update', data: bytes(i, 255 - i) });
      await until(() => got.b!.length === 50);
      expect(got.b!.map((m) => [m.kind, ...m.data])).toEqual(Array.from({ length: 50 }, (_, i) => [i % 2 ? 'awareness' : 'update', i, 255 - i]));
      expect(got.a).toEqual([]);
      expect(got.c).toEqual([]);
      await b.leave('doc1');
      a.publish('doc1', { kind: 'update', data: bytes(7) });
      b.publish('doc1', { kind: 'update', data: bytes(8) });
      await until(() => got.a!.length === 1);
      expect([...got.a![0]!.data]).toEqual([8]);
      expect(got.b).toHaveLength(50);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('says down when Redis goes, up again once resubscribed, and messages flow again', async () => {
    const [a, b]: [DocBus, DocBus] = await Promise.all([redisBus(redis.url, quiet), redisBus(redis.url, quiet)]);
    try {
      const states: BusState[] = [];
      b.onStateChange((s) => states.push(s));
      const got: number[] = [];
      await b.join('doc3', (m) => got.push(m.data[0]!));
      a.publish('doc3', { kind: 'update', data: bytes(1) });
      await until(() => got.length === 1);
      await redis.restart();
      await until(() => states.at(-1) === 'up' && a.state() === 'up', 15_000);
      expect(states).toEqual(['down', 'up']);
      a.publish('doc3', { kind: 'update', data: bytes(2) });
      await until(() => got.length === 2);
      expect(got).toEqual([1, 2]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('tells every node, the sender included, of a change of access to a document', async () => {
    const [a, b]: [DocBus, DocBus] = await Promise.all([redisBus(redis.url, quiet), redisBus(redis.url, quiet)]);
    try {
      const heard: string[] = [];
      a.access.subscribe(async (docId) => void heard.push(`a:${docId}`));
      b.access.subscribe(async (docId) => void heard.push(`b:${docId}`));
      await a.access.publish('d42');
      await until(() => heard.length === 2);
      expect(heard.sort()).toEqual(['a:d42', 'b:d42']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('ignores bytes that are not a message; the wire format round-trips', () => {
    expect(decodeBusMessage(Buffer.from([5, 1]))).toBeNull();
    expect(decodeBusMessage(Buffer.from([1, 65, 9, 1]))).toBeNull();
    expect(decodeBusMessage(encodeBusMessage('node-a', { kind: 'awareness', data: bytes(1, 2, 3) }))).toEqual({ from: 'node-a', message: { kind: 'awareness', data: bytes(1, 2, 3) } });
  });
});
