import { describe, expect, it } from 'vitest';
import { keepPendingInsert, PENDING_MAX_AGE_MS, takePendingInsert, type KeyStore, type PendingContent } from './pending-insert';

/** sessionStorage's behaviour over a Map (the unit tests run in Node, which has none). */
function memoryStore(): KeyStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

const report: PendingContent = { kind: 'tool', report: { title: '照度计算', rows: [['维护平均照度', '312 lx']] } };
const scenes: PendingContent = {
  kind: 'scenes',
  set: {
    name: '客厅',
    room: { length: 5, width: 4, height: 2.8 },
    lamps: [{ key: 'a', name: '筒灯 7W', flux: 600, power: 7, luminaire: 'downlight', x: 0.5, y: 0.5 }],
    scenes: [{ name: '日常', cells: [{ dim: 100, cct: 3000 }] }],
  },
};

describe('the pending insertion', () => {
  it('is taken once, by the document it was kept for', () => {
    const store = memoryStore();
    expect(keepPendingInsert('doc-a', report, store, 1000)).toBe(true);
    expect(takePendingInsert('doc-b', store, 1000)).toBeNull();
    expect(takePendingInsert('doc-a', store, 1000)).toEqual(report);
    // a reload of the editor asks again and finds nothing
    expect(takePendingInsert('doc-a', store, 1000)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('one at a time: a new insertion replaces one still waiting for another document', () => {
    const store = memoryStore();
    keepPendingInsert('doc-a', report, store, 1000);
    keepPendingInsert('doc-b', scenes, store, 2000);
    expect(takePendingInsert('doc-a', store, 2000)).toBeNull();
    expect(takePendingInsert('doc-b', store, 2000)).toEqual(scenes);
  });

  it('leaves other keys of the tab alone', () => {
    const store = memoryStore();
    store.setItem('lk.other', 'x');
    keepPendingInsert('doc-a', report, store, 1000);
    keepPendingInsert('doc-b', report, store, 1000);
    expect(store.getItem('lk.other')).toBe('x');
  });

  it('a stale or garbled insertion is dropped, not inserted', () => {
    const store = memoryStore();
    keepPendingInsert('doc-a', report, store, 1000);
    expect(takePendingInsert('doc-a', store, 1000 + PENDING_MAX_AGE_MS + 1)).toBeNull();
    expect(store.map.size).toBe(0);
    store.setItem('lk.deckInsert.doc-a', '{not json');
    expect(takePendingInsert('doc-a', store, 1000)).toBeNull();
    store.setItem('lk.deckInsert.doc-a', JSON.stringify({ content: { kind: 'tool', report: { title: 3 } }, at: 1000 }));
    expect(takePendingInsert('doc-a', store, 1000)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('refuses to keep content that is not one', () => {
    const store = memoryStore();
    expect(keepPendingInsert('doc-a', { kind: 'tool', report: { title: 'x', rows: [['only one']] } } as unknown as PendingContent, store)).toBe(false);
    expect(store.map.size).toBe(0);
  });
});
