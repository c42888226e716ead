import type { sourcePhotometryZhCN } from './zh-CN';

export const sourcePhotometryZhTW: Record<keyof typeof sourcePhotometryZhCN, string> = {
  notPhotometry: '「{{name}}」不是 IES 或 LDT 配光檔案',
  unreadable: '「{{name}}」無法讀取為配光檔案：{{reason}}',
  fromLibrary: '從素材庫選擇',
  pickTitle: '選擇配光檔案',
  pickEmpty: '素材庫裡還沒有 IES 或 LDT 檔案，可在素材助手中上傳',
};
