// "Export all my documents" and its import (issue 19): the settings panel and the server's refusals.
export const backupZhCN = {
  title: '备份与导出',
  hint: '把你的全部文档（不含回收站）连同图片导出为一个 zip；导入时每个文档都作为新文档恢复。',
  export: '导出全部文档',
  exporting: '正在导出…',
  exported: '已导出 {{size}}',
  import: '导入备份',
  importing: '正在导入…',
  imported: '已恢复 {{count}} 个文档（{{pictures}} 张图片）',
  failed: '导出失败，请稍后再试',
  notZip: '这不是 zip 文件：请选择“导出全部文档”得到的 zip',
  noManifest: '这个 zip 不是 LightKit 的文档导出（缺少或无法识别 manifest.json）',
  badDocument: '导出中的文档“{{name}}”已损坏，未导入任何文档',
  badPicture: '导出中的图片已损坏或不是图片，未导入任何文档',
  tooLarge: '导出文件太大，无法导入',
};
