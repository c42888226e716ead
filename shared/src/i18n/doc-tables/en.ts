import type { docTablesZhCN } from './zh-CN';

export const docTablesEn: typeof docTablesZhCN = {
  title: {
    pqt: 'Quotation',
    slt: 'Product selection table',
    djb: 'Luminaire schedule',
    cet: 'Cost estimate',
    ect: 'Lighting energy analysis',
    lpd: 'Lighting power density check',
  },
  col: {
    no: 'No.',
    cover: 'Picture',
    code: 'Code',
    name: 'Product',
    params: 'Key parameters',
    quantity: 'Qty',
    unit: 'Unit',
    unitPrice: 'Unit price',
    discount: 'Discount',
    netUnit: 'Net unit price',
    amount: 'Amount',
  },
  percentOff: '-{{value}}%',
  netPrice: 'Net price',
  subtotal: 'Subtotal',
  freight: 'Freight',
  installation: 'Installation',
  tax: 'Tax ({{rate}}%)',
  total: 'Total',
  capital: 'Total in words (大写)',
  currencyNote: 'Amounts in Chinese yuan (CNY)',
};
