import type { documentsZhCN } from './zh-CN';

export const documentsZhTW: typeof documentsZhCN = {
  notNumber: '請輸入數字',
  quantityNotPositive: '數量必須大於0',
  quantityNotInteger: '該單位的數量必須是整數',
  quantityDecimals: '數量最多兩位小數',
  quantityTooLarge: '數量過大',
  priceNegative: '金額不能為負數',
  priceDecimals: '金額最多兩位小數（精確到分）',
  priceTooLarge: '金額過大',
  discountRange: '折扣須在0%到100%之間',
  discountDecimals: '折扣最多兩位小數',
  discountAboveUnitPrice: '折後單價不能高於單價',
  discountKind: '折扣類型不正確',
  taxRateRange: '稅率須在0%到100%之間，最多兩位小數',
  totalTooLarge: '合計金額過大',
  cost: {
    product: '產品預算',
    productNote: '按本方案產品報價單的合計計算；貨款簽約時付50%，發貨前付50%',
    design: '設計費',
    designNote: '按設計面積收取，分兩期各付50%；已付的諮詢費1000元可抵扣設計費',
    installation: '安裝服務費',
    installationNote: '燈具安裝與接線，按設計面積收取，不含土建與吊頂改造',
    debugging: '燈光調試服務費',
    debuggingNote: '現場調光、場景與智慧控制調試，按設計面積收取',
    total: '合計',
  },
};
