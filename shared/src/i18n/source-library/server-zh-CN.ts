// The material library's server answers (issue 20): refusals of the source/* calls and the
// trash. Spread into sourceLibrary.* so the keys read as the rest of the catalogue.
export const sourceLibraryServerZhCN = {
  noPermission: '没有权限修改当前位置的素材',
  uploadNoPermission: '没有权限上传素材到当前位置',
  notFound: '素材不存在',
  sameName: '当前位置已有同名的文件或文件夹',
  intoOwnSubtree: '不能把文件夹移动到它自己或它的子文件夹中',
  acrossLibraries: '不能在不同的素材库之间移动',
  noCompany: '当前账号不属于企业，没有企业素材库',
  alreadyUploaded: '已经上传过该素材',
  itemTagLimit: '“{{name}}”已有5个标签，不能再添加',
  trashRoot: '回收站',
};
