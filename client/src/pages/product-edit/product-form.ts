import type { ParamType } from '../../../../shared/src/products/params';
import { PIC_KINDS, ProductDraftSchema, type PhotometrySummary, type Product, type ProductDraft, type ProductPics } from '../../../../shared/src/protocol/product';
import type { SkuDim, SkuRow } from './sku-grid';

// The editor's form: what the inputs hold (text as typed), and its conversion to the draft the
// server takes. Validation runs the protocol's own ProductDraftSchema, so the editor refuses
// exactly what product/commit would, with the same message keys, placed by field path.

export interface ParamRow {
  /** stable React key: rows move and are deleted */
  key: string;
  id: string;
  name: string;
  type: ParamType;
  unit: string;
  value: string;
  /** a custom parameter (no definition): its name and unit are typed */
  custom: boolean;
}

export interface ProductForm {
  uuid: string;
  store: 'company' | 'mine';
  category_id: number;
  code: string;
  mcode: string;
  name: string;
  brand: string;
  description: string;
  price: string;
  unit: string;
  unit_tip: string;
  warranty: string;
  remark: string;
  params: ParamRow[];
  sku_names: SkuDim[];
  skus: SkuRow[];
  pics: ProductPics;
  photometry: PhotometrySummary | null;
}

let nextKey = 0;
export const rowKey = (): string => `p${++nextKey}`;

export const emptyPics = (): ProductPics => Object.fromEntries(PIC_KINDS.map((k) => [k, []])) as unknown as ProductPics;

export function emptyForm(store: 'company' | 'mine'): ProductForm {
  return { uuid: '', store, category_id: 0, code: '', mcode: '', name: '', brand: '', description: '', price: '', unit: '个', unit_tip: '', warranty: '', remark: '', params: [], sku_names: [], skus: [], pics: emptyPics(), photometry: null };
}

const money = (v: number | null): string => (v === null ? '' : String(v));

export function productToForm(p: Product, isCustom: (id: string) => boolean): ProductForm {
  return {
    uuid: p.uuid,
    store: p.store === 'company' ? 'company' : 'mine',
    category_id: p.category_id,
    code: p.code,
    mcode: p.mcode,
    name: p.name,
    brand: p.brand,
    description: p.description,
    price: money(p.price),
    unit: p.unit,
    unit_tip: p.unit_tip,
    warranty: p.warranty ? String(p.warranty) : '',
    remark: p.remark,
    params: p.params.map((v) => ({ key: rowKey(), id: v.id, name: v.name, type: v.type ?? 'text', unit: v.unit ?? '', value: v.value, custom: isCustom(v.id) })),
    sku_names: p.sku_names.map((d) => ({ name: d.name, values: [...d.values] })),
    skus: p.skus.map((s) => ({ id: s.id, values: [...s.values], code: s.code, price: money(s.price), photometry: s.photometry })),
    pics: { ...emptyPics(), ...p.pics },
    photometry: p.photometry,
  };
}

/** The draft as the schema reads it: '' prices are "none", numbers stay text for the schema to judge. */
export function formToInput(f: ProductForm): Record<string, unknown> {
  return {
    uuid: f.uuid,
    store: f.store,
    category_id: f.category_id,
    code: f.code,
    mcode: f.mcode,
    name: f.name,
    brand: f.brand,
    description: f.description,
    price: f.price.trim() === '' ? null : f.price.trim(),
    unit: f.unit,
    unit_tip: f.unit_tip,
    warranty: f.warranty.trim() === '' ? 0 : f.warranty.trim(),
    remark: f.remark,
    params: f.params.map((p) => ({ id: p.id, name: p.name, type: p.type, unit: p.unit, value: p.value })),
    sku_names: f.sku_names.map((d) => ({ name: d.name, values: d.values })),
    skus: f.skus.map((s) => ({ id: s.id, values: s.values, code: s.code, price: s.price.trim() === '' ? null : s.price.trim(), photometry: s.photometry })),
    pics: f.pics,
    photometry: f.photometry,
  };
}

/** field path ("name", "params.2.name", "skus.0.price") → message key of its first issue */
export type FormErrors = Record<string, string>;

export type Checked = { ok: true; draft: ProductDraft } | { ok: false; errors: FormErrors };

export function checkForm(f: ProductForm): Checked {
  const parsed = ProductDraftSchema.safeParse(formToInput(f));
  if (parsed.success) return { ok: true, draft: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The order fields appear on the page, to scroll to the first refused one. */
export const FIELD_ORDER = ['category_id', 'code', 'mcode', 'name', 'brand', 'description', 'price', 'unit', 'unit_tip', 'warranty', 'remark', 'params', 'sku_names', 'skus', 'pics', 'photometry'];

export function firstErrorPath(errors: FormErrors): string | undefined {
  const rank = (p: string) => {
    const i = FIELD_ORDER.indexOf(p.split('.')[0]!);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  return Object.keys(errors).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, undefined, { numeric: true }))[0];
}
