// Headings and labels of the product-document tables (shared/src/documents/tables/): printed on
// the page, in the PDF and in the Excel workbook alike.
export const docTablesZhCN = {
  title: {
    pqt: '产品报价单',
    slt: '产品选型表',
    djb: '灯具表',
    cet: '费用预算表',
    ect: '照明能耗分析表',
    lpd: '照明功率密度核算',
  },
  col: {
    no: '编号',
    cover: '图片',
    code: '产品编码',
    name: '产品名称',
    params: '主要参数',
    quantity: '数量',
    unit: '单位',
    unitPrice: '单价',
    discount: '折扣',
    netUnit: '折后单价',
    amount: '金额',
  },
  percentOff: '减{{value}}%',
  netPrice: '议价',
  subtotal: '小计',
  freight: '运费',
  installation: '安装费',
  tax: '税额（税率{{rate}}%）',
  total: '合计',
  capital: '合计（大写）',
  currencyNote: '金额单位：人民币元',
};
