import type { energyZhCN } from './zh-CN';

export const energyZhTW: typeof energyZhCN = {
  notNumber: '請輸入數字',
  negative: '不能為負數',
  notInteger: '請輸入整數',
  hoursTooMany: '每天最多 24 小時',
  daysTooMany: '每年最多 366 天',
  areaPositive: '面積必須大於 0',
  unknownSpace: '未知的場所類型',
  verdict: { pass: '符合現行值', fail: '超過現行值', target: '達到目標值' },
  standardNote: '限值摘自 GB 50034-2013；現行標準為 GB/T 50034-2024，引用前請核對新標準的數值',
};
