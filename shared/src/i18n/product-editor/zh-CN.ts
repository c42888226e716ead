// Screen text of the product editor and its dialogs (category, group, parameter values, Excel import, photometric file) (issue 13).
export const productEditorZhCN = {
  title: '编辑产品',
};
