import type { MessageKey } from '../../../shared/src/i18n';
import { PARAM_DEFS, type ParamValue } from '../../../shared/src/products/params';
import { IMPORT_FIELDS, PRODUCT_UNITS, ProductDraftSchema, type ProductDraft } from '../../../shared/src/protocol/product';

// The pure half of the Excel import (issue 13): finding the header row, guessing which column
// holds which field from Chinese and English header names, and checking one row into a draft.

export type ImportField = (typeof IMPORT_FIELDS)[number];
export type Mapping = Partial<Record<ImportField, number>>;

/** Header names per field, the likeliest first; compared without spaces, case or a unit in brackets. */
const ALIASES: Record<ImportField, string[]> = {
  code: ['编码', '产品编码', '商品编码', '货号', 'code', 'sku', '型号', '产品型号', 'model'],
  name: ['名称', '产品名称', '商品名称', '品名', 'name', 'productname', 'product'],
  brand: ['品牌', 'brand'],
  category: ['分类', '类别', '产品分类', 'category'],
  price: ['价格', '单价', '售价', '零售价', 'price', 'unitprice'],
  unit: ['单位', 'unit'],
  warranty: ['质保', '质保期', '保修', '质保年限', 'warranty'],
  description: ['描述', '说明', '产品描述', 'description'],
  remark: ['备注', 'remark', 'note', 'notes'],
  mcode: ['厂家型号', '物料编码', 'mcode', '型号', '规格型号'],
  power: ['功率', 'power', 'watt', 'watts'],
  cct: ['色温', 'cct'],
  ra: ['显色', '显色指数', 'ra', 'cri'],
  beam: ['光束角', '发光角度', '角度', 'beam', 'beamangle'],
  flux: ['光通量', 'flux', 'lumen', 'lumens'],
  size: ['尺寸', '外形尺寸', 'size', 'dimensions'],
  cutout: ['开孔', '开孔尺寸', 'cutout'],
  install: ['安装方式', '安装', 'install', 'mounting'],
  ip: ['防护等级', 'ip', 'iprating'],
  voltage: ['电压', '输入电压', 'voltage'],
};

const norm = (h: string) => h.toLowerCase().replace(/[(（[【].*?[)）\]】]/g, '').replace(/[\s_\-:：/]/g, '');

/** The field a header names exactly, if any (the header row is the one with most of these). */
function exactField(header: string): ImportField | null {
  const n = norm(header);
  for (const f of IMPORT_FIELDS) if (ALIASES[f].includes(n)) return f;
  return null;
}

/** The header row: among the first ten, the one naming most fields (a title row above it is skipped). */
export function findHeaderRow(rows: readonly string[][]): number {
  let best = -1;
  let bestScore = 0;
  rows.slice(0, 10).forEach((cells, i) => {
    const score = cells.filter((c) => exactField(c) !== null).length;
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  if (best >= 0) return best;
  return rows.findIndex((cells) => cells.some((c) => c.trim() !== ''));
}

/** Which column holds each field: exact names first, then a header containing an alias. */
export function guessMapping(headers: readonly string[]): Mapping {
  const mapping: Mapping = {};
  const used = new Set<number>();
  const normalized = headers.map(norm);
  for (const exact of [true, false]) {
    for (const f of IMPORT_FIELDS) {
      if (mapping[f] !== undefined) continue;
      for (const alias of ALIASES[f]) {
        const col = normalized.findIndex((h, i) => !used.has(i) && h !== '' && (exact ? h === alias : alias.length >= 2 && h.includes(alias)));
        if (col >= 0) {
          mapping[f] = col;
          used.add(col);
          break;
        }
      }
    }
  }
  return mapping;
}

export type RowCheck = { ok: true; draft: Omit<ProductDraft, 'uuid' | 'store'>; category: string } | { ok: false; key: MessageKey; params: Record<string, string | number> };

const PARAM_FIELDS = ['power', 'cct', 'ra', 'beam', 'flux', 'size', 'cutout', 'install', 'ip', 'voltage'] as const;
const NUMERIC_FIELDS = new Set<string>(['power', 'cct', 'ra', 'beam', 'flux']);
const defOf = (id: string) => PARAM_DEFS.find((d) => d.id === id)!;

/** "12", "12W", "3000 K", "24°": the number, when the text is a number with at most its unit. */
function numberWithUnit(text: string, unit: string): string | null {
  const m = /^(-?\d+(?:\.\d+)?)\s*(\S*)$/.exec(text);
  if (!m) return null;
  return m[2] === '' || m[2]!.toLowerCase() === unit.toLowerCase() ? m[1]! : null;
}

/** One sheet row checked into a product draft, or the reason it is refused. */
export function checkRow(cells: readonly string[], mapping: Mapping): RowCheck {
  const cell = (f: ImportField) => (mapping[f] === undefined ? '' : (cells[mapping[f]!] ?? '').trim());
  const refuse = (key: MessageKey, params: Record<string, string | number> = {}): RowCheck => ({ ok: false, key, params });
  if (cell('code') === '') return refuse('product.importRowCode');
  if (cell('name') === '') return refuse('product.importRowName');
  const priceText = cell('price').replace(/[¥￥,，元\s]/g, '');
  let price: number | null = null;
  if (priceText !== '') {
    if (!/^\d+(\.\d{1,2})?$/.test(priceText)) return refuse('product.importRowPrice', { value: cell('price') });
    price = Number(priceText);
  }
  const unit = cell('unit') === '' ? '个' : cell('unit');
  if (!(PRODUCT_UNITS as readonly string[]).includes(unit)) return refuse('product.importRowUnit', { value: unit });
  let warranty = 0;
  if (cell('warranty') !== '') {
    const n = numberWithUnit(cell('warranty'), '年');
    if (n === null || !Number.isInteger(Number(n))) return refuse('product.importRowNumber', { field: defOf('warranty').name, value: cell('warranty') });
    warranty = Number(n);
  }
  const params: ParamValue[] = [];
  for (const f of PARAM_FIELDS) {
    const text = cell(f);
    if (text === '') continue;
    const def = defOf(f);
    let value = text;
    if (NUMERIC_FIELDS.has(f)) {
      const n = numberWithUnit(text, def.unit);
      if (n === null) return refuse('product.importRowNumber', { field: def.name, value: text });
      value = n;
    }
    params.push({ id: def.id, name: def.name, type: def.type, unit: def.unit, value });
  }
  const parsed = ProductDraftSchema.safeParse({ code: cell('code'), name: cell('name'), brand: cell('brand'), mcode: cell('mcode'), description: cell('description'), remark: cell('remark'), price, unit, warranty, params });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(issue.message.startsWith('product.') ? (issue.message as MessageKey) : 'product.fieldTooLong');
  }
  const { uuid: _uuid, store: _store, ...draft } = parsed.data;
  return { ok: true, draft, category: cell('category') };
}
