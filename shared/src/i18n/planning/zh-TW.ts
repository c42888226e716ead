import type { Catalogue } from '../zh-CN';

export const planningZhTW: Catalogue['planning'] = {
  kind: {
    'lit-area': '空間照度',
    'lit-ill-cct': '照度與色溫模式',
  },
  rule: {
    nameRequired: '請輸入名稱',
    nameTooLong: '名稱最多{{max}}個字元',
    spaceNameTaken: '已存在相同名稱的空間',
    tooManySpaces: '建議空間不超過{{max}}個',
    sceneNameTaken: '該空間已存在相同名稱的場景',
    modeNameTaken: '已存在相同名稱的場景模式',
    lxNotNumber: '請輸入照度數值（lx）',
    cctNotNumber: '請輸入色溫數值（K）',
  },
  spaceType: {
    living: '客廳',
    dining: '餐廳',
    bedroom: '臥室',
    study: '書房',
    kitchen: '廚房',
    children: '兒童房',
    bathroom: '衛浴',
    laundry: '洗衣間',
    corridor: '走廊',
    entrance: '玄關',
    courtyard: '庭院',
    balcony: '陽台',
  },
  reference: '參考照度 {{lx}} lx（{{source}}）',
  referenceByAnalogy: '參考照度 {{lx}} lx（參照{{source}}中的「{{room}}」）',
};
