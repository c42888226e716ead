// Skipped pages (issue 15): the page list's toggle and badge, and what play mode, the shared
// viewer and the PDF export say when every page is skipped (instead of an empty screen or file).
export const skipZhCN = {
  skip: '跳过此页',
  unskip: '取消跳过',
  badge: '已跳过',
  badgeTitle: '演示、分享链接和导出PDF时不显示此页',
  playAllSkipped: '所有页面都已设为跳过，没有可演示的页面',
  playAllSkippedHint: '在页面列表中右键点击页面（触屏设备长按），选择「取消跳过」即可演示。',
  viewerAllSkipped: '作者已将该文档的所有页面设为跳过，暂无可浏览的页面。',
  exportAllSkipped: '所有页面都已设为跳过，没有可导出的页面',
};
