import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { clearJournal, journalKey, readJournal, writeJournal, type JournalStorage } from './close-journal';

const memory = (): JournalStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

/** Two edits of one document, as the updates its 'update' events carried. */
function twoEdits(): { doc: Y.Doc; updates: Uint8Array[] } {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  doc.getText('t').insert(0, '现');
  doc.getText('t').insert(1, '场');
  return { doc, updates };
}

describe('close journal', () => {
  it('keeps the updates still on their way, merged, and gives them back to a new copy', () => {
    const storage = memory();
    const { updates } = twoEdits();
    expect(writeJournal(storage, 'doc-1', updates)).toBe(true);
    const reopened = new Y.Doc();
    Y.applyUpdate(reopened, readJournal(storage, 'doc-1')!);
    expect(reopened.getText('t').toString()).toBe('现场');
    // applying it to a copy that already has it changes nothing
    Y.applyUpdate(reopened, readJournal(storage, 'doc-1')!);
    expect(reopened.getText('t').toString()).toBe('现场');
    clearJournal(storage, 'doc-1');
    expect(readJournal(storage, 'doc-1')).toBeNull();
  });

  it('says so when the storage refuses, and reads damaged text as nothing', () => {
    const full: JournalStorage = { ...memory(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(writeJournal(full, 'doc-1', twoEdits().updates)).toBe(false);
    const storage = memory();
    storage.map.set(journalKey('doc-2'), '');
    expect(readJournal(storage, 'doc-2')).toBeNull();
    expect(readJournal(storage, 'doc-3')).toBeNull();
  });
});
