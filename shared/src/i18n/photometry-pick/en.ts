import type { photometryPickZhCN } from './zh-CN';

export const photometryPickEn: Record<keyof typeof photometryPickZhCN, string> = {
  libraries: 'Library',
  search: 'Search photometric files',
  loading: 'Reading the material library…',
  loadFailed: 'Could not read the material library: {{message}}',
  more: 'Load more',
  size: '{{size}} KB',
  choose: 'Use {{name}}',
  reading: 'Reading {{name}}…',
  pending: 'Library file {{name}} will be attached when saved',
};
