// The inspector panels of the product-document elements (issue 14): a document table's and a
// spec sheet's settings, shown beside the canvas.
export const docInspectorsZhCN = {
  table: {
    kind: '表格类型',
    continued: '续表（从第 {{n}} 行起）',
    continuedHint: '续表跟随首页的表格：字号、抬头与合计请在首页修改',
    fontSize: '字号',
    header: '显示抬头',
    footer: '显示合计',
  },
  spec: {
    style: '样式',
    styles: { default: '默认', t1: '样式一', t2: '样式二', t3: '样式三', t4: '样式四' },
    looks: {
      default: '经典两栏：左侧图片，右侧文字',
      t1: '深色标题带，左侧文字，右侧图片',
      t2: '大图在上，参数与说明在下',
      t3: '紧凑边框表格，黑白打印清晰',
      t4: '杂志风，左侧彩色侧栏',
    },
    fontSize: '字号',
    applyAll: '应用到全部规格页',
    applied: '已应用到 {{n}} 个规格页',
  },
};
