// 插入到文档…: a design tool's result or a scene set put on a new page of a deck chosen from
// outside the editor (issue 16), and the header tools menu's dialogs.
export const deckInsertZhCN = {
  button: '插入到文档…',
  pickerTitle: '插入到文档',
  pickerHint: '结果将作为新的一页添加到所选文档的末尾。',
  search: '搜索方案文档',
  loading: '正在加载文档…',
  empty: '还没有方案文档',
  noMatch: '没有名称包含“{{keyword}}”的方案文档',
  failed: '文档列表加载失败',
  retry: '重试',
  offline: '当前离线：只列出本设备上保存的文档',
  viewOnly: '仅查看',
  insert: '插入',
  inserted: '已插入到“{{doc}}”的第 {{n}} 页“{{page}}”',
  readOnly: '此文档只能查看，未插入内容',
  scenePage: '灯光场景',
  openPage: '在新页面打开',
};
