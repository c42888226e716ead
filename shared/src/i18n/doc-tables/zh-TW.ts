import type { docTablesZhCN } from './zh-CN';

export const docTablesZhTW: typeof docTablesZhCN = {
  title: {
    pqt: '產品報價單',
    slt: '產品選型表',
    djb: '燈具表',
    cet: '費用預算表',
    ect: '照明能耗分析表',
    lpd: '照明功率密度核算',
  },
  col: {
    no: '編號',
    cover: '圖片',
    code: '產品編碼',
    name: '產品名稱',
    params: '主要參數',
    quantity: '數量',
    unit: '單位',
    unitPrice: '單價',
    discount: '折扣',
    netUnit: '折後單價',
    amount: '金額',
  },
  percentOff: '減{{value}}%',
  netPrice: '議價',
  subtotal: '小計',
  freight: '運費',
  installation: '安裝費',
  tax: '稅額（稅率{{rate}}%）',
  total: '合計',
  capital: '合計（大寫）',
  currencyNote: '金額單位：人民幣元',
};
