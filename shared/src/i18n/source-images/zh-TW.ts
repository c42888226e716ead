import type { sourceImagesZhCN } from './zh-CN';

export const sourceImagesZhTW: typeof sourceImagesZhCN = {
  unsupported: '「{{name}}」的格式不支援，只能上傳 JPG、PNG、GIF、SVG 或 WebP 圖片',
  unreadable: '「{{name}}」無法識別為圖片，檔案可能已損壞',
  unsafeSvg: '「{{name}}」含有腳本、事件或外部連結，基於安全考量無法上傳',
  badSvg: '「{{name}}」不是有效的 SVG 檔案',
  svgTooLarge: '「{{name}}」太大，SVG 檔案最大 2MB',
  badWidth: '不支援的圖片尺寸，可選：{{sizes}}',
};
