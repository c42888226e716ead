import type { deckInsertZhCN } from './zh-CN';

export const deckInsertZhTW: typeof deckInsertZhCN = {
  button: '插入到文件…',
  pickerTitle: '插入到文件',
  pickerHint: '結果將作為新的一頁加到所選文件的末尾。',
  search: '搜尋方案文件',
  loading: '正在載入文件…',
  empty: '還沒有方案文件',
  noMatch: '沒有名稱包含「{{keyword}}」的方案文件',
  failed: '文件清單載入失敗',
  retry: '重試',
  offline: '目前離線：只列出本裝置上儲存的文件',
  viewOnly: '僅檢視',
  insert: '插入',
  inserted: '已插入到「{{doc}}」的第 {{n}} 頁「{{page}}」',
  readOnly: '此文件只能檢視，未插入內容',
  scenePage: '燈光場景',
  openPage: '在新頁面開啟',
};
