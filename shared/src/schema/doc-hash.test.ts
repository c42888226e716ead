import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildDocument } from '../templates/registry';
import { applyJSON, meta, toJSON } from './doc';
import { canonicalJSON, compareHashes, docHashes } from './doc-hash';

const deck = () => buildDocument('plan', 'blank', { name: '指纹' })!;

describe('document fingerprint', () => {
  it('canonical JSON ignores key order and undefined fields', () => {
    expect(canonicalJSON({ b: 1, a: [{ y: 2, x: undefined, w: null }] })).toBe(canonicalJSON({ a: [{ w: null, y: 2 }], b: 1 }));
    expect(canonicalJSON({ a: 1 })).not.toBe(canonicalJSON({ a: '1' }));
  });

  it('replicas with equal content hash alike, whatever order they learned their keys in', () => {
    const a = new Y.Doc();
    applyJSON(a, deck());
    meta(a).set('options', { z: 1, a: 2 });
    // b learns the same content in another order: its own JSON applied, then a's state
    const b = new Y.Doc();
    meta(b).set('options', { a: 2, z: 1 });
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    applyJSON(b, toJSON(a));
    expect(toJSON(b)).toEqual(toJSON(a));
    expect(docHashes(b)).toEqual(docHashes(a));
    expect(compareHashes(docHashes(a), docHashes(b))).toEqual({ equal: true });
  });

  it('names the pages that differ, and pages found on one side only', () => {
    const a = new Y.Doc();
    applyJSON(a, deck());
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const json = toJSON(b);
    const [first, ...rest] = json.pages;
    applyJSON(b, { ...json, pages: [{ ...first!, name: `${first!.name}改` }, ...rest] });
    expect(compareHashes(docHashes(a), docHashes(b))).toEqual({ equal: false, pages: [first!.id] });

    const c = new Y.Doc();
    Y.applyUpdate(c, Y.encodeStateAsUpdate(a));
    applyJSON(c, { ...toJSON(c), pages: rest });
    expect(compareHashes(docHashes(a), docHashes(c))).toEqual({ equal: false, pages: [first!.id] });

    // a change outside the pages: the documents differ, no page does
    const d = new Y.Doc();
    Y.applyUpdate(d, Y.encodeStateAsUpdate(a));
    meta(d).set('name', '别的名字');
    expect(compareHashes(docHashes(a), docHashes(d))).toEqual({ equal: false, pages: [] });
  });
});
