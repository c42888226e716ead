import type { sourceLibraryServerZhCN } from './server-zh-CN';

export const sourceLibraryServerZhTW: typeof sourceLibraryServerZhCN = {
  noPermission: '沒有權限修改目前位置的素材',
  uploadNoPermission: '沒有權限上傳素材到目前位置',
  notFound: '素材不存在',
  sameName: '目前位置已有同名的檔案或資料夾',
  intoOwnSubtree: '不能把資料夾移動到它自己或它的子資料夾中',
  acrossLibraries: '不能在不同的素材庫之間移動',
  noCompany: '目前帳號不屬於企業，沒有企業素材庫',
  alreadyUploaded: '已經上傳過該素材',
  itemTagLimit: '「{{name}}」已有5個標籤，不能再新增',
  trashRoot: '回收站',
};
