import type { ParamValue } from '../../../shared/src/products/params';
import { PIC_KINDS, type CartLine, type PhotometrySummary, type Product, type ProductPics, type ProductRow, type Sku, type SkuName } from '../../../shared/src/protocol/product';
import { storeOf } from '../services/product-access';
import type { ProductDbRow, ProductListRow, SkuDbRow } from '../storage/repos/product-catalogue';

// Stored rows → the shapes the product calls answer (shared/src/protocol/product.ts).

/** JSON the server itself wrote; a broken value reads as the fallback rather than failing a page. */
export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const yuan = (fen: number | null): number | null => (fen === null ? null : Number(fen) / 100);
export const fen = (yuanValue: number | null): number | null => (yuanValue === null ? null : Math.round(yuanValue * 100));

export function emptyPics(): ProductPics {
  return Object.fromEntries(PIC_KINDS.map((k) => [k, []])) as unknown as ProductPics;
}

export function picsOf(row: Pick<ProductDbRow, 'pics'>): ProductPics {
  return { ...emptyPics(), ...parseJson<Partial<ProductPics>>(row.pics, {}) };
}

export const coverOf = (pics: ProductPics): string => pics.cover[0]?.path ?? Object.values(pics).flat()[0]?.path ?? '';

export function skuView(s: SkuDbRow): Sku {
  return { id: s.sid, values: parseJson<string[]>(s.vals, []), code: s.code, price: yuan(s.price), photometry: parseJson<PhotometrySummary | null>(s.photometry, null) };
}

export interface Flags {
  editable: boolean;
  favor: boolean;
  in_cart: boolean;
}

export function productView(row: ProductDbRow, skus: SkuDbRow[], flags: Flags): Product {
  const store = storeOf(row.owner);
  return {
    uuid: row.uuid,
    store,
    id: Number(row.id),
    mid: Number(row.mid),
    category_id: Number(row.category_id),
    code: row.code,
    mcode: row.mcode,
    name: row.name,
    brand: row.brand,
    description: row.description,
    pics: picsOf(row),
    params: parseJson<ParamValue[]>(row.params, []),
    price: yuan(row.price),
    unit: row.unit as Product['unit'],
    unit_tip: row.unit_tip,
    warranty: Number(row.warranty),
    remark: row.remark,
    sku_names: parseJson<SkuName[]>(row.sku_names, []),
    skus: skus.map(skuView),
    photometry: parseJson<PhotometrySummary | null>(row.photometry, null),
    ...flags,
    sample: row.sample === 1,
    create_time: Number(row.created_at),
    update_time: Number(row.updated_at),
  };
}

export function rowView(row: ProductListRow, flags: { favor: boolean; in_cart: boolean }): ProductRow {
  return {
    uuid: row.uuid,
    id: Number(row.id),
    store: storeOf(row.owner),
    code: row.code,
    name: row.name,
    brand: row.brand,
    cover: row.cover,
    price: yuan(row.price),
    unit: row.unit,
    params: parseJson<ParamValue[]>(row.params, []),
    sku_count: Number(row.sku_count),
    favor: flags.favor,
    in_cart: flags.in_cart,
    sample: row.sample === 1,
    update_time: Number(row.updated_at),
  };
}

/** A cart line: the product as it is now (the chosen variant's code and price), times the quantity. */
export function cartLineView(row: ProductDbRow, sku: SkuDbRow | undefined, quantity: number): CartLine {
  const pics = picsOf(row);
  const price = sku && sku.price !== null ? sku.price : row.price;
  return {
    uuid: row.uuid,
    no: '',
    id: Number(row.id),
    mid: Number(row.mid),
    name: row.name,
    cover: coverOf(pics),
    code: sku && sku.code !== '' ? sku.code : row.code,
    mcode: row.mcode,
    description: row.description,
    quantity,
    amount: price === null ? null : (Number(price) * quantity) / 100,
    unit: row.unit,
    unit_tip: row.unit_tip,
    brand: row.brand,
    remark: row.remark,
    pics: { items: PIC_KINDS.flatMap((kind) => pics[kind].map((p) => ({ ...p, kind }))) },
    params: parseJson<ParamValue[]>(row.params, []),
    sku: sku ? sku.sid : '',
  };
}
