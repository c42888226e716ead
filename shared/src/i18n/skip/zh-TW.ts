import type { Catalogue } from '../zh-CN';

export const skipZhTW: Catalogue['skip'] = {
  skip: '跳過此頁',
  unskip: '取消跳過',
  badge: '已跳過',
  badgeTitle: '簡報、分享連結和匯出PDF時不顯示此頁',
  playAllSkipped: '所有頁面都已設為跳過，沒有可簡報的頁面',
  playAllSkippedHint: '在頁面列表中右鍵點擊頁面（觸控裝置長按），選擇「取消跳過」即可簡報。',
  viewerAllSkipped: '作者已將該文件的所有頁面設為跳過，暫無可瀏覽的頁面。',
  exportAllSkipped: '所有頁面都已設為跳過，沒有可匯出的頁面',
};
