import type { productEditorZhCN } from './zh-CN';

export const productEditorEn: typeof productEditorZhCN = {
  title: 'Edit product',
};
