// doc-settings is imported before anything else here on purpose: it imports the schema, whose
// element specs need the document styles; taken from doc-settings, they were still undefined
// then (an import cycle), and checking a spec sheet's style threw on the server.
import { readSettings } from './doc-settings';
import { describe, expect, it } from 'vitest';
import { checkElement } from '../schema/elements/specs';

describe('document styles with doc-settings loaded first', () => {
  it('a spec sheet element is checked against the five styles', () => {
    expect(readSettings({ style: 't3' }).style).toBe('t3');
    expect(checkElement({ tag: 'productspec', uuid: 'u1', style: 't4' })?.style).toBe('t4');
    expect(checkElement({ tag: 'productspec', uuid: 'u1', style: 'fancy' })?.style).toBe('default');
  });
});
