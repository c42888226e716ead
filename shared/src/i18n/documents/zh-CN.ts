// Messages of the product documents (quotation, cost estimate): refusals at the input cells
// and the cost estimate's default lines.
export const documentsZhCN = {
  notNumber: '请输入数字',
  quantityNotPositive: '数量必须大于0',
  quantityNotInteger: '该单位的数量必须是整数',
  quantityDecimals: '数量最多两位小数',
  quantityTooLarge: '数量过大',
  priceNegative: '金额不能为负数',
  priceDecimals: '金额最多两位小数（精确到分）',
  priceTooLarge: '金额过大',
  discountRange: '折扣须在0%到100%之间',
  discountDecimals: '折扣最多两位小数',
  discountAboveUnitPrice: '折后单价不能高于单价',
  discountKind: '折扣类型不正确',
  taxRateRange: '税率须在0%到100%之间，最多两位小数',
  totalTooLarge: '合计金额过大',
  cost: {
    product: '产品预算',
    productNote: '按本方案产品报价单的合计计算；货款签约时付50%，发货前付50%',
    design: '设计费',
    designNote: '按设计面积收取，分两期各付50%；已付的咨询费1000元可抵扣设计费',
    installation: '安装服务费',
    installationNote: '灯具安装与接线，按设计面积收取，不含土建与吊顶改造',
    debugging: '灯光调试服务费',
    debuggingNote: '现场调光、场景与智能控制调试，按设计面积收取',
    total: '合计',
  },
};
