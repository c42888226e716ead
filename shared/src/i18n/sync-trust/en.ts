import type { syncTrustZhCN } from './zh-CN';

export const syncTrustEn: typeof syncTrustZhCN = {
  newerApp: 'A newer version of the app has edited this document. This page can only view it; changes would not be saved. Reload the page to use the new version.',
  reload: 'Reload',
  verify: 'Verify sync',
  verifying: 'Verifying…',
  equal: 'Identical: this device and the server hold the same content',
  differs: 'This device and the server differ: {{what}}',
  differsPages: '{{pages}} differ',
  differsRest: 'the document settings or products differ',
  page: 'page {{n}}',
  pageGone: 'a page exists on one side only',
  resync: 'Sync again',
  offline: 'Cannot verify while offline; try again when connected',
  failed: 'Verification failed: the server did not answer',
  merge: 'offline changes merged',
  beforeMerge: 'before merge',
};
