import type { toolsDataZhCN } from './zh-CN';

export const toolsDataZhTW: typeof toolsDataZhCN = {
  notNumber: '請輸入數字',
  voltagePositive: '電壓必須大於 0',
  lengthPositive: '線路長度必須大於 0',
  areaPositive: '導線截面必須大於 0',
  powerPositive: '功率必須大於 0',
  currentPositive: '電流必須大於 0',
  powerOrCurrent: '請只填寫功率或電流其中一項',
  powerFactorRange: '功率因數必須大於 0 且不大於 1',
  unknownSystem: '未知的供電方式',
  unknownMaterial: '未知的導線材料',
  stripVoltage: '燈條電壓應為 12 V 或 24 V',
  wattsPerMetrePositive: '每米功率必須大於 0',
  verdict: { pass: '壓降不超過 3%', warn: '壓降在 3%–5% 之間', fail: '壓降超過 5%' },
  standardNote: '參考值摘自 GB 50034-2013；現行標準為 GB/T 50034-2024（2024-11-01 起實施），尚未核對新標準數值，引用前請核對',
};
