import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { meta } from '../../../shared/src/schema/doc';
import { SCHEMA_VERSION } from '../../../shared/src/schema/migrations';
import { watchSchema } from './schema-watch';

describe('watching the document schema', () => {
  it('tells once, when the state arriving from elsewhere raises the schema above the app', () => {
    const doc = new Y.Doc();
    meta(doc).set('schemaVersion', SCHEMA_VERSION);
    let told = 0;
    const stop = watchSchema(doc, () => told++);
    expect(told).toBe(0);

    const server = new Y.Doc();
    Y.applyUpdate(server, Y.encodeStateAsUpdate(doc));
    meta(server).set('schemaVersion', SCHEMA_VERSION + 1);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(server), 'provider');
    expect(told).toBe(1);
    meta(server).set('name', '再来一次');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(server), 'provider');
    expect(told).toBe(1);
    stop();
  });

  it('tells at once for a local copy already newer than the app', () => {
    const doc = new Y.Doc();
    meta(doc).set('schemaVersion', SCHEMA_VERSION + 1);
    let told = 0;
    watchSchema(doc, () => told++);
    expect(told).toBe(1);
  });
});
