// The product editor's picker of lighting data files from the material library (issue 20).
export const photometryPickZhCN = {
  libraries: '素材库',
  search: '搜索配光文件',
  loading: '正在读取素材库…',
  loadFailed: '素材库读取失败：{{message}}',
  more: '加载更多',
  size: '{{size}} KB',
  choose: '选用 {{name}}',
  reading: '正在读取 {{name}}…',
  pending: '素材库文件 {{name}} 将在保存时关联到产品',
};
