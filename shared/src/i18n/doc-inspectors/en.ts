import type { docInspectorsZhCN } from './zh-CN';

export const docInspectorsEn: typeof docInspectorsZhCN = {
  table: {
    kind: 'Table',
    continued: 'Continued (from row {{n}})',
    continuedHint: 'A continuation follows the table on its first page: change the size, header and total there',
    fontSize: 'Font size',
    header: 'Show header',
    footer: 'Show total',
  },
  spec: {
    style: 'Style',
    styles: { default: 'Default', t1: 'Style 1', t2: 'Style 2', t3: 'Style 3', t4: 'Style 4' },
    looks: {
      default: 'Classic two columns: pictures left, words right',
      t1: 'Dark title band, words left, pictures right',
      t2: 'Large picture on top, parameters and notes below',
      t3: 'Compact bordered table, prints well in black and white',
      t4: 'Magazine page with a coloured sidebar',
    },
    fontSize: 'Font size',
    applyAll: 'Apply to all spec pages',
    applied: 'Applied to {{n}} spec pages',
  },
};
