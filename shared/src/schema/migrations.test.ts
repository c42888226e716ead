import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { meta, productsMap, toJSON } from './doc';
import { migrateDoc, SCHEMA_VERSION, schemaVersionOf, STEPS } from './migrations';

/** A document as written before schemaVersion existed. */
function legacyDoc(): Y.Doc {
  const doc = new Y.Doc();
  meta(doc).set('name', '老方案');
  meta(doc).set('options', null);
  return doc;
}

describe('document migrations', () => {
  it('have one step per version', () => {
    expect(Object.keys(STEPS).map(Number)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
  });

  it('step 1 fills options and the product display', () => {
    const doc = legacyDoc();
    expect(migrateDoc(doc, 1)).toBe(0);
    expect(schemaVersionOf(doc)).toBe(1);
    expect(meta(doc).get('options')).toEqual({});
    expect(productsMap(doc).get('display')).toEqual({ fields: ['cover', 'no', 'code', 'param'], cols: 1 });
    expect(toJSON(doc).name).toBe('老方案');
  });

  it('step 1 keeps values that are already there', () => {
    const doc = legacyDoc();
    meta(doc).set('options', { theme: { width: 1200, height: 800 } });
    productsMap(doc).set('display', { fields: ['no'], cols: 3 });
    migrateDoc(doc, 1);
    expect(meta(doc).get('options')).toEqual({ theme: { width: 1200, height: 800 } });
    expect(productsMap(doc).get('display')).toEqual({ fields: ['no'], cols: 3 });
  });

  it('running twice is harmless: the second run writes nothing', () => {
    const doc = legacyDoc();
    migrateDoc(doc);
    let updates = 0;
    doc.on('update', () => updates++);
    expect(migrateDoc(doc)).toBe(SCHEMA_VERSION);
    expect(updates).toBe(0);
  });

  it('two replicas migrating the same old document concurrently converge', () => {
    const a = legacyDoc();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    migrateDoc(a);
    migrateDoc(b);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(toJSON(a)).toEqual(toJSON(b));
    expect(schemaVersionOf(a)).toBe(SCHEMA_VERSION);
  });
});
