import type { productEditorZhCN } from './zh-CN';

export const productEditorZhTW: typeof productEditorZhCN = {
  title: '編輯產品',
};
