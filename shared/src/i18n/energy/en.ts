import type { energyZhCN } from './zh-CN';

export const energyEn: typeof energyZhCN = {
  notNumber: 'Enter a number',
  negative: 'Cannot be negative',
  notInteger: 'Enter a whole number',
  hoursTooMany: 'At most 24 hours a day',
  daysTooMany: 'At most 366 days a year',
  areaPositive: 'The area must be greater than 0',
  unknownSpace: 'Unknown space type',
  verdict: { pass: 'Within the current limit', fail: 'Over the current limit', target: 'Meets the target value' },
  standardNote: 'Limits from GB 50034-2013; GB/T 50034-2024 now applies: check its values before quoting',
};
