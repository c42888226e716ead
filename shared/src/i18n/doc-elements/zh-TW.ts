import type { docElementsZhCN } from './zh-CN';

export const docElementsZhTW: typeof docElementsZhCN = {
  list: {
    more: '另有 {{n}} 個產品',
    empty: '暫無產品：請從產品面板新增產品',
  },
  spec: {
    removed: '該產品已從文件中移除',
    no: '編號',
    code: '產品編碼',
    name: '產品名稱',
    description: '產品描述',
    params: '技術參數',
    remark: '備註',
    pictures: '產品圖片',
    noPicture: '暫無圖片',
  },
  table: {
    to: '客戶資訊',
    from: '報價方',
    project: '專案',
    address: '地址',
    contact: '聯絡人',
    phone: '電話',
    email: '郵箱',
    date: '日期',
    soon: '此類表格正在準備中',
    noRows: '暫無產品',
  },
};
