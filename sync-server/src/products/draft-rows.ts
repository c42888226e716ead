import { randomBytes } from 'node:crypto';
import { Code } from '../../../shared/src/protocol/codes';
import type { ProductDraft } from '../../../shared/src/protocol/product';
import { AppError } from '../services/app-error';
import type { NewProduct, NewSku } from '../storage/repos/product-catalogue';
import { coverOf, fen } from './product-view';
import { facetRows, searchText, type FacetRow } from './search-index';

// A product draft (what the editor, the Excel import, a clone and the seeding bring) checked
// and turned into the rows stored: the product, its variants and its search index.

/** The fields a draft brings besides owner, uuid and times. */
export type DraftFields = Omit<ProductDraft, 'uuid' | 'store'>;

/** Variants must give one allowed value per dimension, and no combination twice. */
export function checkSkus(d: Pick<DraftFields, 'sku_names' | 'skus'>): void {
  const seen = new Set<string>();
  for (const s of d.skus) {
    if (s.values.length !== d.sku_names.length || s.values.some((v, i) => !d.sku_names[i]!.values.includes(v))) throw new AppError(Code.REFUSED, 'product.skuValuesMismatch');
    const key = JSON.stringify(s.values);
    if (seen.has(key)) throw new AppError(Code.REFUSED, 'product.skuDuplicate');
    seen.add(key);
  }
}

/** Variant rows: a variant keeps its id; a new one (or a repeated id) gets a fresh one. */
export function skuRows(d: Pick<DraftFields, 'skus'>): NewSku[] {
  const ids = new Set<string>();
  return d.skus.map((s, idx) => {
    let sid = s.id.trim();
    if (sid === '' || ids.has(sid)) sid = `s${randomBytes(5).toString('hex')}`;
    ids.add(sid);
    return { idx, sid, vals: JSON.stringify(s.values), code: s.code, price: fen(s.price), photometry: s.photometry ? JSON.stringify(s.photometry) : null };
  });
}

export interface DraftRows {
  product: Omit<NewProduct, 'uuid' | 'owner' | 'created_at' | 'mid' | 'skey' | 'sample'>;
  skus: NewSku[];
  facets: FacetRow[];
}

export function draftRows(d: DraftFields): DraftRows {
  checkSkus(d);
  const index = { name: d.name, code: d.code, mcode: d.mcode, brand: d.brand, params: d.params, sku_names: d.sku_names, skus: d.skus };
  return {
    product: {
      category_id: d.category_id,
      code: d.code,
      mcode: d.mcode,
      name: d.name,
      brand: d.brand,
      description: d.description,
      cover: coverOf(d.pics),
      pics: JSON.stringify(d.pics),
      params: JSON.stringify(d.params),
      price: fen(d.price),
      unit: d.unit,
      unit_tip: d.unit_tip,
      warranty: d.warranty,
      remark: d.remark,
      sku_names: JSON.stringify(d.sku_names),
      sku_count: d.skus.length,
      photometry: d.photometry ? JSON.stringify(d.photometry) : null,
      search: searchText(index),
      updated_at: 0,
    },
    skus: skuRows(d),
    facets: facetRows(index),
  };
}

/** The content hashes of a draft's pictures (each must be a stored blob). */
export function pictureHashes(d: Pick<DraftFields, 'pics'>): string[] {
  return [...new Set(Object.values(d.pics).flatMap((list) => list.map((p) => /[0-9a-f]{64}/.exec(p.path)![0])))];
}
