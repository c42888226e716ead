// Screen text of the product library page, product detail and cart drawer (issue 13).
export const productLibraryZhCN = {
  title: '产品助手',
};
