import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { readLine } from './doc-lines';
import { readSettings } from './doc-settings';
import { quotationTable } from './tables/quotation-table';
import { selectionTable } from './tables/selection-table';
import type { Translate } from './tables/table-model';
import { buildWorkbook, MONEY_FORMAT, sheetName, workbookFileName } from './workbook';

const t: Translate = (key, params) => translate('zh-CN', key, params);

/**
 * A 1×1 PNG written out by hand: signature, IHDR (1×1, 8-bit RGBA), one zlib-compressed IDAT
 * scanline and IEND, each chunk with its CRC-32.
 */
const PNG_1X1 = new Uint8Array([
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137, 0, 0, 0, 13, 73, 68, 65, 84, 120, 218, 99, 100, 96, 248, 95,
  15, 0, 2, 135, 1, 128, 235, 71, 186, 146, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
]);

// the worked quotation of quotation.test.ts: 2 × 195.00, 2 × 200.00 less 10 %, 3 × 99.00 at 88.88 net
// subtotal 390.00 + 360.00 + 266.64 = 1,016.64; tax 13 % = 132.16; total 1,148.80
const lines = [
  readLine({ uuid: 'a', no: 'L1', code: 'DL-1', name: '筒灯', quantity: 2, unitPrice: 19500, cover: 'pics/a.png', space: '客厅' }),
  readLine({ uuid: 'b', no: 'L2', code: 'SP-2', name: '射灯', quantity: 2, unitPrice: 20000, discount: { kind: 'percent', value: 10 }, space: '餐厅' }),
  readLine({ uuid: 'c', no: 'L3', code: 'ST-3', name: '灯带', quantity: 3, unitPrice: 9900, discount: { kind: 'net', fen: 8888 }, space: '客厅' }),
];

async function roundTrip(images?: Map<string, { buffer: Uint8Array; extension: 'png' }>) {
  const settings = readSettings({ sltGroupBySpace: true });
  const tables = [quotationTable({ lines, settings, t }), selectionTable({ lines, settings, t })];
  const wb = buildWorkbook(ExcelJS, tables, { docName: '样板间', ...(images ? { images } : {}) });
  const buffer = await wb.xlsx.writeBuffer();
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(buffer as ArrayBuffer);
  return back;
}

/** The row whose first cell reads `label` (footer rows start with their label). */
function rowOf(ws: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  for (let r = 1; r <= ws.rowCount; r++) if (ws.getRow(r).getCell(1).value === label) return ws.getRow(r);
  throw new Error(`no row ${label}`);
}

describe('workbook of a 3-line quotation and its selection table', () => {
  it('one sheet per table, title row, header texts, frozen header', async () => {
    const wb = await roundTrip();
    expect(wb.worksheets.map((w) => w.name)).toEqual(['产品报价单', '产品选型表']);
    const ws = wb.getWorksheet('产品报价单')!;
    expect(ws.getCell(1, 1).value).toBe('产品报价单');
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual(['编号', '图片', '产品编码', '产品名称', '主要参数', '数量', '单位', '单价', '折扣', '折后单价', '金额']);
    expect(ws.getCell(2, 1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
  });

  it('money as yuan numbers with ¥#,##0.00: L2 net unit 180.00, amount 360.00; total 1,148.80 and its 大写', async () => {
    const ws = (await roundTrip()).getWorksheet('产品报价单')!;
    const l2 = ws.getRow(4);
    expect(l2.getCell(10).value).toBe(180);
    expect(l2.getCell(11).value).toBe(360);
    expect(l2.getCell(11).numFmt).toBe(MONEY_FORMAT);
    expect(l2.getCell(6).value).toBe(2);
    expect(rowOf(ws, '税额（税率13%）').getCell(11).value).toBe(132.16);
    const total = rowOf(ws, '合计').getCell(11);
    expect(total.value).toBe(1148.8);
    expect(total.numFmt).toBe(MONEY_FORMAT);
    expect(rowOf(ws, '合计（大写）').getCell(11).value).toBe('壹仟壹佰肆拾捌元捌角');
    expect(rowOf(ws, '金额单位：人民币元')).toBeDefined();
  });

  it('the selection table groups 客厅 (L1, L3) then 餐厅 (L2) under heading rows', async () => {
    const ws = (await roundTrip()).getWorksheet('产品选型表')!;
    const first = [3, 4, 5, 6, 7].map((r) => ws.getRow(r).getCell(1).value);
    expect(first).toEqual(['客厅', 'L1', 'L3', '餐厅', 'L2']);
  });

  it('embeds the thumbnail given for a cover path, in the picture column, and raises that row', async () => {
    const wb = await roundTrip(new Map([['pics/a.png', { buffer: PNG_1X1, extension: 'png' }]]));
    const ws = wb.getWorksheet('产品报价单')!;
    const images = ws.getImages();
    expect(images).toHaveLength(1);
    expect(images[0]!.range.tl.nativeCol).toBe(1);
    expect(images[0]!.range.tl.nativeRow).toBe(2);
    expect(ws.getRow(3).height).toBe(48);
    expect(wb.getImage(Number(images[0]!.imageId)).extension).toBe('png');
  });

  it('without images, no picture is embedded', async () => {
    expect((await roundTrip()).getWorksheet('产品报价单')!.getImages()).toHaveLength(0);
  });
});

describe('names', () => {
  it('sheet names: no []:*?/\\, at most 31 characters, unique', () => {
    expect(sheetName('报价[2024]: A/B?', new Set())).toBe('报价 2024 A B');
    expect(Array.from(sheetName('很'.repeat(40), new Set()))).toHaveLength(31);
    expect(sheetName('产品报价单', new Set(['产品报价单']))).toBe('产品报价单 (2)');
  });

  it('file names: reserved characters stripped, at most 80 characters, .xlsx', () => {
    expect(workbookFileName('客厅/餐厅: "方案" <A>|B*?', '2026-11-26')).toBe('客厅 餐厅 方案 A B-2026-11-26.xlsx');
    expect(workbookFileName('', '2026-11-26')).toBe('LightKit-2026-11-26.xlsx');
    const long = workbookFileName('方'.repeat(200), '2026-11-26');
    expect(Array.from(long).length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-2026-11-26.xlsx')).toBe(true);
  });
});
