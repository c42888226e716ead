import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Schema, ProductsTable, ProductSkusTable } from '../schema';
import { lockKey } from './atomic';
import { likeContains, type FacetRow } from '../../products/search-index';

// The products themselves (issue 13): rows, variants, facets, and the search of product/find.

export type ProductDbRow = Selectable<ProductsTable>;
export type SkuDbRow = Selectable<ProductSkusTable>;
export type NewProduct = Omit<Insertable<ProductsTable>, 'id'>;
export type NewSku = Omit<Insertable<ProductSkusTable>, 'product_id'>;

export interface FindQuery {
  owners: string[];
  /** only this account's favourites (store "favor") */
  favoriteOf: number | null;
  keyword: string;
  /** the category and its sub-categories; null: any */
  categoryIds: number[] | null;
  groupId: number | null;
  powerMin?: number;
  powerMax?: number;
  cct: string[];
  beam: string[];
  raMin?: number;
  install: string[];
  sort: 'default' | 'price' | '-price' | 'new';
  limit: number;
  offset: number;
}

/** What a card of product/find shows: no description, no variants. */
const LIST_COLUMNS = ['p.id', 'p.uuid', 'p.owner', 'p.code', 'p.name', 'p.brand', 'p.cover', 'p.price', 'p.unit', 'p.params', 'p.sku_count', 'p.sample', 'p.updated_at'] as const;
export type ProductListRow = Pick<ProductDbRow, 'id' | 'uuid' | 'owner' | 'code' | 'name' | 'brand' | 'cover' | 'price' | 'unit' | 'params' | 'sku_count' | 'sample' | 'updated_at'>;

export type ProductCatalogueRepo = ReturnType<typeof createProductCatalogueRepo>;

export function createProductCatalogueRepo(db: Kysely<Schema>) {
  const writeChildren = async (productId: number, owner: string, skus: NewSku[], facets: FacetRow[]) => {
    await db.deleteFrom('product_skus').where('product_id', '=', productId).execute();
    await db.deleteFrom('product_facets').where('product_id', '=', productId).execute();
    if (skus.length > 0) await db.insertInto('product_skus').values(skus.map((s) => ({ ...s, product_id: productId }))).execute();
    if (facets.length > 0) await db.insertInto('product_facets').values(facets.map((f) => ({ owner, facet: f.facet, value: f.value, num: f.num, product_id: productId }))).execute();
  };

  /** Every condition of a search, on products as p. */
  const matching = (q: FindQuery) => {
    let query = db.selectFrom('products as p').where('p.owner', 'in', q.owners);
    if (q.favoriteOf !== null) query = query.where('p.id', 'in', db.selectFrom('product_favorites').select('product_id').where('user_id', '=', q.favoriteOf));
    if (q.keyword !== '') query = query.where(sql<boolean>`p.search LIKE ${likeContains(q.keyword)} ESCAPE '\\'`);
    if (q.categoryIds !== null) query = query.where('p.category_id', 'in', q.categoryIds.length > 0 ? q.categoryIds : [-1]);
    if (q.groupId !== null) query = query.where('p.id', 'in', db.selectFrom('product_group_items').select('product_id').where('group_id', '=', q.groupId));
    const facet = (name: string) => db.selectFrom('product_facets').select('product_id').where('owner', 'in', q.owners).where('facet', '=', name);
    if (q.cct.length > 0) query = query.where('p.id', 'in', facet('cct').where('value', 'in', q.cct));
    if (q.beam.length > 0) query = query.where('p.id', 'in', facet('beam').where('value', 'in', q.beam));
    if (q.install.length > 0) query = query.where('p.id', 'in', facet('install').where('value', 'in', q.install));
    if (q.powerMin !== undefined || q.powerMax !== undefined) {
      let power = facet('power');
      if (q.powerMin !== undefined) power = power.where('num', '>=', q.powerMin);
      if (q.powerMax !== undefined) power = power.where('num', '<=', q.powerMax);
      query = query.where('p.id', 'in', power);
    }
    if (q.raMin !== undefined) query = query.where('p.id', 'in', facet('ra').where('num', '>=', q.raMin));
    return query;
  };
  /** A write to a store moves its revision (in the writing transaction). */
  const bump = async (owners: string[]) => {
    for (const owner of new Set(owners))
      await db
        .insertInto('product_store_revs')
        .values({ owner, rev: 1 })
        .onConflict((oc) => oc.column('owner').doUpdateSet({ rev: sql`product_store_revs.rev + 1` }))
        .execute();
  };

  return {
    /** Holds a store's codes until the transaction ends (check a code is free, then write it). */
    lock: (owner: string): Promise<void> => lockKey(db, `products:${owner}`),
    byUuid: (uuid: string): Promise<ProductDbRow | undefined> => db.selectFrom('products').selectAll().where('uuid', '=', uuid).executeTakeFirst(),
    byIds: (ids: number[]): Promise<ProductDbRow[]> => (ids.length === 0 ? Promise.resolve([]) : db.selectFrom('products').selectAll().where('id', 'in', ids).execute()),
    byUuids: (uuids: string[]): Promise<Pick<ProductDbRow, 'id' | 'uuid' | 'owner'>[]> =>
      uuids.length === 0 ? Promise.resolve([]) : db.selectFrom('products').select(['id', 'uuid', 'owner']).where('uuid', 'in', uuids).execute(),
    bySkey: (owner: string): Promise<Pick<ProductDbRow, 'id' | 'uuid' | 'skey'>[]> => db.selectFrom('products').select(['id', 'uuid', 'skey']).where('owner', '=', owner).execute(),
    /** The variants of several products (one query: the cart's lines). */
    skusOf: (productIds: number[]): Promise<SkuDbRow[]> =>
      productIds.length === 0 ? Promise.resolve([]) : db.selectFrom('product_skus').selectAll().where('product_id', 'in', productIds).execute(),
    skus: (productId: number): Promise<SkuDbRow[]> => db.selectFrom('product_skus').selectAll().where('product_id', '=', productId).orderBy('idx').execute(),
    /** Whether another product of the store has this code. */
    codeTaken: async (owner: string, code: string, exceptId = 0): Promise<boolean> =>
      (await db.selectFrom('products').select('id').where('owner', '=', owner).where('code', '=', code).where('id', '<>', exceptId).executeTakeFirst()) !== undefined,
    /** The codes among `codes` the store already has (Excel import). */
    takenCodes: async (owner: string, codes: string[]): Promise<Set<string>> => {
      const out = new Set<string>();
      for (let i = 0; i < codes.length; i += 500) {
        const rows = await db.selectFrom('products').select('code').where('owner', '=', owner).where('code', 'in', codes.slice(i, i + 500)).execute();
        for (const r of rows) out.add(r.code);
      }
      return out;
    },
    async insert(values: NewProduct, skus: NewSku[], facets: FacetRow[]): Promise<number> {
      const { id } = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
      await writeChildren(Number(id), values.owner, skus, facets);
      await bump([values.owner]);
      return Number(id);
    },
    async update(id: number, values: Partial<NewProduct>, skus: NewSku[], facets: FacetRow[], owner: string): Promise<void> {
      await db.updateTable('products').set(values).where('id', '=', id).execute();
      await writeChildren(id, owner, skus, facets);
      await bump([owner]);
    },
    /** Sets fields without touching variants or facets (a variant's photometry, the pictures). */
    patch: async (id: number, values: Partial<NewProduct>): Promise<void> => void (await db.updateTable('products').set(values).where('id', '=', id).execute()),
    patchSku: async (productId: number, sid: string, values: Partial<NewSku>): Promise<void> =>
      void (await db.updateTable('product_skus').set(values).where('product_id', '=', productId).where('sid', '=', sid).execute()),
    /** Removes products with every row that points at them (cart, favourites, groups, variants). */
    async remove(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await bump((await db.selectFrom('products').select('owner').where('id', 'in', ids).execute()).map((r) => r.owner));
      await db.deleteFrom('product_cart').where('product_id', 'in', ids).execute();
      await db.deleteFrom('product_favorites').where('product_id', 'in', ids).execute();
      await db.deleteFrom('product_group_items').where('product_id', 'in', ids).execute();
      await db.deleteFrom('product_facets').where('product_id', 'in', ids).execute();
      await db.deleteFrom('product_skus').where('product_id', 'in', ids).execute();
      await db.deleteFrom('products').where('id', 'in', ids).execute();
    },
    /** The variant dimensions of a store's products (product/skuvalues). */
    async skuNamesOf(owner: string): Promise<{ id: number; sku_names: string }[]> {
      return db.selectFrom('products').select(['id', 'sku_names']).where('owner', '=', owner).where('sku_names', '<>', '[]').execute();
    },
    /** Products per category of a store (the tree's counts). */
    countsByCategory: async (owner: string): Promise<Map<number, number>> => {
      const rows = await db.selectFrom('products').select(['category_id', (eb) => eb.fn.countAll<number>().as('n')]).where('owner', '=', owner).groupBy('category_id').execute();
      return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
    },
    countInCategory: async (categoryId: number): Promise<number> =>
      Number((await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', categoryId).executeTakeFirstOrThrow()).n),

    /** The revisions of these stores (product/find's total is kept while they stay the same). */
    revisions: async (owners: string[]): Promise<string> => {
      const rows = await db.selectFrom('product_store_revs').select(['owner', 'rev']).where('owner', 'in', owners).execute();
      const revs = new Map(rows.map((r) => [r.owner, Number(r.rev)]));
      return owners.map((o) => `${o}=${revs.get(o) ?? 0}`).join(',');
    },
    /** How many products match (a scan of the narrow search index for a keyword). */
    count: async (q: FindQuery): Promise<number> => Number((await matching(q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    /** One page's ids in order (the search index walked in id order stops at the page's last match). */
    async pageIds(q: FindQuery): Promise<number[]> {
      let ids = matching(q).select('p.id');
      if (q.sort === 'price' || q.sort === '-price') ids = ids.orderBy(sql`p.price IS NULL`).orderBy('p.price', q.sort === 'price' ? 'asc' : 'desc');
      else if (q.sort === 'new') ids = ids.orderBy('p.updated_at', 'desc');
      return (await ids.orderBy('p.id').limit(q.limit).offset(q.offset).execute()).map((r) => Number(r.id));
    },
    /** The cards of these products, in the order given (one that has gone since is left out). */
    async listRows(ids: number[]): Promise<ProductListRow[]> {
      if (ids.length === 0) return [];
      const rows = new Map((await db.selectFrom('products as p').select(LIST_COLUMNS).where('p.id', 'in', ids).execute()).map((r) => [Number(r.id), r]));
      return ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
    },
  };
}
