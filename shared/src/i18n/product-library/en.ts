import type { productLibraryZhCN } from './zh-CN';

export const productLibraryEn: typeof productLibraryZhCN = {
  title: 'Product library',
};
