import type { photometryPickZhCN } from './zh-CN';

export const photometryPickZhTW: Record<keyof typeof photometryPickZhCN, string> = {
  libraries: '素材庫',
  search: '搜尋配光檔案',
  loading: '正在讀取素材庫…',
  loadFailed: '素材庫讀取失敗：{{message}}',
  more: '載入更多',
  size: '{{size}} KB',
  choose: '選用 {{name}}',
  reading: '正在讀取 {{name}}…',
  pending: '素材庫檔案 {{name}} 將在儲存時關聯到產品',
};
