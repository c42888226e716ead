import type { Catalogue } from '../zh-CN';

export const skipEn: Catalogue['skip'] = {
  skip: 'Skip page',
  unskip: 'Unskip page',
  badge: 'Skipped',
  badgeTitle: 'Left out of presenting, shared links and PDF export',
  playAllSkipped: 'Every page is skipped: there is nothing to present',
  playAllSkippedHint: 'Right-click a page in the page list (long-press on touch screens) and choose Unskip page to present it.',
  viewerAllSkipped: 'The author has skipped every page of this document; there is nothing to view yet.',
  exportAllSkipped: 'Every page is skipped: there is nothing to export',
};
