import { describe, expect, it } from 'vitest';
import { toBase64 } from 'lib0/buffer';
import * as Y from 'yjs';
import { applyJSON, meta, orderedPages, toJSON } from '../../../shared/src/schema/doc';
import { docHashes } from '../../../shared/src/schema/doc-hash';
import { buildDocument } from '../../../shared/src/templates/registry';
import { verdictOf } from './verify-sync';

/** What doc/verify answers for a server holding `doc`. */
const answerOf = (doc: Y.Doc) => ({ ...docHashes(doc), stateVector: toBase64(Y.encodeStateVector(doc)) });

function deck(): Y.Doc {
  const doc = new Y.Doc();
  const json = buildDocument('plan', 'blank', { name: '校验' })!;
  const page = json.pages[0]!;
  applyJSON(doc, { ...json, pages: [page, { ...page, id: 'second1', name: '第二页' }, { ...page, id: 'third11', name: '第三页' }] });
  return doc;
}
const copyOf = (doc: Y.Doc) => {
  const c = new Y.Doc();
  Y.applyUpdate(c, Y.encodeStateAsUpdate(doc));
  return c;
};

describe('校验同步 verdict', () => {
  it('equal content is 一致', () => {
    const server = deck();
    expect(verdictOf(copyOf(server), answerOf(server))).toEqual({ equal: true });
  });

  it('names the differing page by its position on this device, and says edits are in flight', () => {
    const server = deck();
    const device = copyOf(server);
    const json = toJSON(device);
    applyJSON(device, { ...json, pages: json.pages.map((p, i) => (i === 1 ? { ...p, name: '本机改名' } : p)) });
    expect(orderedPages(device).length).toBe(3);
    expect(verdictOf(device, answerOf(server))).toEqual({ equal: false, pages: [2], oneSided: false, inFlight: true });
  });

  it('a page on one side only, and a difference outside the pages', () => {
    const server = deck();
    const device = copyOf(server);
    applyJSON(device, { ...toJSON(device), pages: toJSON(device).pages.slice(0, 2) });
    expect(verdictOf(device, answerOf(server))).toMatchObject({ equal: false, pages: [], oneSided: true });

    const renamed = copyOf(server);
    meta(renamed).set('name', '另一个名字');
    expect(verdictOf(renamed, answerOf(server))).toMatchObject({ equal: false, pages: [], oneSided: false });
  });
});
