import type { docInspectorsZhCN } from './zh-CN';

export const docInspectorsZhTW: typeof docInspectorsZhCN = {
  table: {
    kind: '表格類型',
    continued: '續表（從第 {{n}} 行起）',
    continuedHint: '續表跟隨首頁的表格：字號、抬頭與合計請在首頁修改',
    fontSize: '字號',
    header: '顯示抬頭',
    footer: '顯示合計',
  },
  spec: {
    style: '樣式',
    styles: { default: '預設', t1: '樣式一', t2: '樣式二', t3: '樣式三', t4: '樣式四' },
    looks: {
      default: '經典兩欄：左側圖片，右側文字',
      t1: '深色標題帶，左側文字，右側圖片',
      t2: '大圖在上，參數與說明在下',
      t3: '緊湊邊框表格，黑白列印清晰',
      t4: '雜誌風，左側彩色側欄',
    },
    fontSize: '字號',
    applyAll: '套用到全部規格頁',
    applied: '已套用到 {{n}} 個規格頁',
  },
};
