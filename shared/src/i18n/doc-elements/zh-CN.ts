// Words the product-document elements print on the page (product list, spec sheet, document
// table): drawn on the canvas, in the viewer and in exports alike.
export const docElementsZhCN = {
  list: {
    more: '另有 {{n}} 个产品',
    empty: '暂无产品：请从产品面板添加产品',
  },
  spec: {
    removed: '该产品已从文档中移除',
    no: '编号',
    code: '产品编码',
    name: '产品名称',
    description: '产品描述',
    params: '技术参数',
    remark: '备注',
    pictures: '产品图片',
    noPicture: '暂无图片',
  },
  table: {
    to: '客户信息',
    from: '报价方',
    project: '项目',
    address: '地址',
    contact: '联系人',
    phone: '电话',
    email: '邮箱',
    date: '日期',
    soon: '此类表格正在准备中',
    noRows: '暂无产品',
  },
};
