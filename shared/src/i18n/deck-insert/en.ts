import type { deckInsertZhCN } from './zh-CN';

export const deckInsertEn: typeof deckInsertZhCN = {
  button: 'Insert into a document…',
  pickerTitle: 'Insert into a document',
  pickerHint: 'The result is added as a new page at the end of the chosen document.',
  search: 'Search plan documents',
  loading: 'Loading documents…',
  empty: 'No plan documents yet',
  noMatch: 'No plan document named with “{{keyword}}”',
  failed: 'The documents could not be loaded',
  retry: 'Retry',
  offline: 'Offline: only the documents kept on this device are listed',
  viewOnly: 'View only',
  insert: 'Insert',
  inserted: 'Inserted into “{{doc}}” as page {{n}}, “{{page}}”',
  readOnly: 'This document is view-only; nothing was inserted',
  scenePage: 'Lighting scenes',
  openPage: 'Open as a page',
};
