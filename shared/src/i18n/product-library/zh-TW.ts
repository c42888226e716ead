import type { productLibraryZhCN } from './zh-CN';

export const productLibraryZhTW: typeof productLibraryZhCN = {
  title: '產品助手',
};
