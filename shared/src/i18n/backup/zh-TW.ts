import type { backupZhCN } from './zh-CN';

export const backupZhTW: typeof backupZhCN = {
  title: '備份與匯出',
  hint: '把你的全部文件（不含回收站）連同圖片匯出為一個 zip；匯入時每個文件都作為新文件還原。',
  export: '匯出全部文件',
  exporting: '正在匯出…',
  exported: '已匯出 {{size}}',
  import: '匯入備份',
  importing: '正在匯入…',
  imported: '已還原 {{count}} 個文件（{{pictures}} 張圖片）',
  failed: '匯出失敗，請稍後再試',
  notZip: '這不是 zip 檔案：請選擇「匯出全部文件」得到的 zip',
  noManifest: '這個 zip 不是 LightKit 的文件匯出（缺少或無法識別 manifest.json）',
  badDocument: '匯出中的文件「{{name}}」已損壞，未匯入任何文件',
  badPicture: '匯出中的圖片已損壞或不是圖片，未匯入任何文件',
  tooLarge: '匯出檔案太大，無法匯入',
};
