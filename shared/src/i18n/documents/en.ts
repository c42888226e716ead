import type { documentsZhCN } from './zh-CN';

export const documentsEn: typeof documentsZhCN = {
  notNumber: 'Enter a number',
  quantityNotPositive: 'The quantity must be more than 0',
  quantityNotInteger: 'This unit takes a whole quantity',
  quantityDecimals: 'At most two decimals in the quantity',
  quantityTooLarge: 'The quantity is too large',
  priceNegative: 'An amount cannot be negative',
  priceDecimals: 'At most two decimals in an amount (to the fen)',
  priceTooLarge: 'The amount is too large',
  discountRange: 'A discount is from 0% to 100%',
  discountDecimals: 'At most two decimals in a discount',
  discountAboveUnitPrice: 'The net price cannot be above the unit price',
  discountKind: 'Unknown kind of discount',
  taxRateRange: 'The tax rate is from 0% to 100%, at most two decimals',
  totalTooLarge: 'The total is too large',
  cost: {
    product: 'Product estimate',
    productNote: 'The total of this plan\'s product quotation; 50% on signing, 50% before shipment',
    design: 'Design fee',
    designNote: 'Charged by design area, in two instalments of 50%; the 1000 yuan consultation fee already paid is deducted',
    installation: 'Installation service fee',
    installationNote: 'Fitting and wiring the luminaires, by design area; building and ceiling work not included',
    debugging: 'Lighting debugging service fee',
    debuggingNote: 'On-site dimming, scene and smart-control set-up, by design area',
    total: 'Total',
  },
};
