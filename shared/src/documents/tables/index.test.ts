import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { readLine } from '../doc-lines';
import { readSettings } from '../doc-settings';
import { DOC_TABLE_KINDS, docTable, type Translate } from '.';

const t: Translate = (key, params) => translate('en', key, params);

describe('docTable', () => {
  it.each(DOC_TABLE_KINDS)('%s builds its own kind with an English title', (kind) => {
    const table = docTable(kind, { lines: [readLine({ uuid: 'a', quantity: 2, unitPrice: 1000, params: [{ id: 'power', name: 'p', value: '5' }] })], settings: readSettings({}), t });
    expect(table.kind).toBe(kind);
    expect(table.title).toBe(translate('en', `docTables.title.${kind}`));
    expect(table.columns.length).toBeGreaterThan(0);
  });
});
