import { randomUUID } from 'node:crypto';
import { Code } from '../../../shared/src/protocol/codes';
import { PRODUCT_CODE_MAX, PRODUCT_PAGE_SIZE, type Product, type ProductDraft, type ProductFind, type PhotometrySummary, type ProductRow, type Sku, type SkuName } from '../../../shared/src/protocol/product';
import type { z } from 'zod';
import type { SkuRenameSchema, SkuValuesQuerySchema } from '../../../shared/src/protocol/product';
import { withDescendants } from '../products/category-tree';
import { draftRows, pictureHashes, type DraftFields } from '../products/draft-rows';
import { parseJson, productView, rowView, skuView } from '../products/product-view';
import type { Repos } from '../storage/repos';
import type { FindQuery, ProductDbRow } from '../storage/repos/product-catalogue';
import { AppError } from './app-error';
import { callerOf, canEdit, canRead, readOwner, refuseUnlessEditable, writeOwner, type Caller } from './product-access';

/** Searches kept in memory: totals and pages of ids, a few hundred small arrays. */
const KEPT_SEARCHES = 1000;

export type ProductService = ReturnType<typeof createProductService>;

/** The products of the library (issue 13): read, search, write, clone, remove, variants. */
export function createProductService({ repos, now }: { repos: Repos; now: () => number }) {
  /** A product the caller may read; any other answers as missing (no existence leak). */
  const readable = async (caller: Caller, uuid: string, r: Repos = repos): Promise<ProductDbRow> => {
    const row = await r.products.byUuid(uuid);
    if (!row || !canRead(caller, row.owner)) throw new AppError(Code.REFUSED, 'product.notFound');
    return row;
  };
  const editable = async (caller: Caller, uuid: string, r: Repos = repos): Promise<ProductDbRow> => {
    const row = await readable(caller, uuid, r);
    refuseUnlessEditable(caller, row.owner);
    return row;
  };
  const view = async (caller: Caller, row: ProductDbRow, r: Repos = repos): Promise<Product> => {
    const flags = await r.productCart.flags(caller.userId, [row.id]);
    return productView(row, await r.products.skus(row.id), { editable: canEdit(caller, row.owner), favor: flags.favor.has(row.id), in_cart: flags.cart.has(row.id) });
  };
  /** A category must be of the product's own store (0: none). */
  const refuseForeignCategory = async (r: Repos, owner: string, categoryId: number) => {
    if (categoryId === 0) return;
    const c = await r.productTaxonomy.category(categoryId);
    if (!c || c.owner !== owner) throw new AppError(Code.REFUSED, 'product.categoryNotFound');
  };
  const refuseMissingPictures = async (r: Repos, d: Pick<DraftFields, 'pics'>) => {
    for (const hash of pictureHashes(d)) if (!(await r.sources.blob(hash))) throw new AppError(Code.REFUSED, 'product.badPicture');
  };
  /** A code free in the store: the code itself, else code-2, code-3 … (a clone of a clone). */
  const freeCode = async (r: Repos, owner: string, code: string): Promise<string> => {
    if (!(await r.products.codeTaken(owner, code))) return code;
    for (let n = 2; ; n++) {
      const suffix = `-${n}`;
      const candidate = `${code.slice(0, PRODUCT_CODE_MAX - suffix.length)}${suffix}`;
      if (!(await r.products.codeTaken(owner, candidate))) return candidate;
    }
  };

  /** Writes a checked draft as a new product of `owner` (commit, clone, import share it). */
  const insertDraft = async (r: Repos, owner: string, d: DraftFields, extra: { mid?: number; sample?: 0 | 1 } = {}): Promise<ProductDbRow> => {
    const rows = draftRows(d);
    const t = now();
    const id = await r.products.insert({ ...rows.product, uuid: randomUUID(), owner, mid: extra.mid ?? 0, sample: extra.sample ?? 0, created_at: t, updated_at: t }, rows.skus, rows.facets);
    return (await r.products.byIds([id]))[0]!;
  };

  /**
   * A search's total costs a scan of every match, and a filtered page the lists of every value
   * asked for: both are kept per query and store revision (read from the database at each
   * call, so a write on any node retires them at once). Favourites and groups change without
   * a store write, so their searches are never kept.
   */
  const kept = new Map<string, number | number[]>();
  const keep = <T extends number | number[]>(key: string, value: T): T => {
    if (kept.size >= KEPT_SEARCHES) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
  const search = async (q: FindQuery): Promise<{ ids: number[]; total: number }> => {
    if (q.favoriteOf !== null || q.groupId !== null) return { ids: await repos.products.pageIds(q), total: await repos.products.count(q) };
    const key = JSON.stringify([await repos.products.revisions(q.owners), q.keyword.toLowerCase(), q.categoryIds, q.powerMin, q.powerMax, q.cct, q.beam, q.raMin, q.install]);
    const pageKey = `${key}|${q.sort}|${q.offset}`;
    const ids = (kept.get(pageKey) as number[] | undefined) ?? keep(pageKey, await repos.products.pageIds(q));
    const total = (kept.get(key) as number | undefined) ?? keep(key, await repos.products.count(q));
    return { ids, total };
  };

  const find = async (userId: number, input: ProductFind): Promise<{ rows: ProductRow[]; total: number; limit: number }> => {
    const caller = await callerOf(repos, userId);
    const owners = input.store === 'favor' ? caller.readable : [readOwner(caller, input.store)];
    let categoryIds: number[] | null = null;
    if (input.category > 0) {
      const c = await repos.productTaxonomy.category(input.category);
      if (!c || !owners.includes(c.owner)) throw new AppError(Code.REFUSED, 'product.categoryNotFound');
      categoryIds = withDescendants(await repos.productTaxonomy.categories(c.owner), c.id);
    }
    if (input.group > 0) {
      const g = await repos.productTaxonomy.group(input.group);
      if (!g || !canRead(caller, g.owner)) throw new AppError(Code.REFUSED, 'product.groupNotFound');
    }
    const query: FindQuery = {
      owners,
      favoriteOf: input.store === 'favor' ? userId : null,
      keyword: input.keyword,
      categoryIds,
      groupId: input.group > 0 ? input.group : null,
      powerMin: input.power_min,
      powerMax: input.power_max,
      cct: input.cct,
      beam: input.beam,
      raMin: input.ra_min,
      install: input.install,
      sort: input.sort,
      limit: PRODUCT_PAGE_SIZE,
      offset: (input.page - 1) * PRODUCT_PAGE_SIZE,
    };
    const { ids, total } = await search(query);
    const rows = await repos.products.listRows(ids);
    const flags = await repos.productCart.flags(userId, rows.map((r) => Number(r.id)));
    return { rows: rows.map((r) => rowView(r, { favor: flags.favor.has(Number(r.id)), in_cart: flags.cart.has(Number(r.id)) })), total, limit: PRODUCT_PAGE_SIZE };
  };

  return {
    readable,
    editable,
    insertDraft,
    find,
    /** The built-in catalogue (systemproduct/sdbstore): find on the system store whatever is asked. */
    sdbstore: (userId: number, input: ProductFind) => find(userId, { ...input, store: 'system' }),

    async get(userId: number, uuid: string): Promise<Product> {
      const caller = await callerOf(repos, userId);
      return view(caller, await readable(caller, uuid));
    },

    async commit(userId: number, draft: ProductDraft): Promise<Product> {
      const caller = await callerOf(repos, userId);
      return repos.transaction(async (tx) => {
        const existing = draft.uuid === '' ? null : await editable(caller, draft.uuid, tx);
        const owner = existing ? existing.owner : writeOwner(caller, draft.store);
        await tx.products.lock(owner);
        await refuseForeignCategory(tx, owner, draft.category_id);
        await refuseMissingPictures(tx, draft);
        if (await tx.products.codeTaken(owner, draft.code, existing?.id ?? 0)) throw new AppError(Code.REFUSED, 'product.codeTaken', { code: draft.code });
        // photometry is only ever set by product/photometry from a file the server parsed: a draft
        // may keep what is stored or drop it, never bring figures of its own
        if (!existing) return view(caller, await insertDraft(tx, owner, withoutPhotometry(draft)), tx);
        const stored = parseJson<PhotometrySummary | null>(existing.photometry, null);
        const rows = draftRows(keepStoredPhotometry(draft, stored, (await tx.products.skus(existing.id)).map(skuView)));
        await tx.products.update(existing.id, { ...rows.product, updated_at: now() }, rows.skus, rows.facets, owner);
        return view(caller, (await tx.products.byIds([existing.id]))[0]!, tx);
      });
    },

    /** Copies a readable product, variants, pictures and photometry included, into my products. */
    async clone(userId: number, uuid: string): Promise<Product> {
      const caller = await callerOf(repos, userId);
      return repos.transaction(async (tx) => {
        const source = productView(await readable(caller, uuid, tx), [], { editable: false, favor: false, in_cart: false });
        const src = (await tx.products.byUuid(uuid))!;
        source.skus = (await tx.products.skus(src.id)).map(skuView);
        await tx.products.lock(caller.mine);
        const code = await freeCode(tx, caller.mine, source.code);
        // categories belong to their store: the copy starts uncategorised
        const row = await insertDraft(tx, caller.mine, { ...source, code, category_id: 0 }, { mid: src.id, sample: src.sample });
        return view(caller, row, tx);
      });
    },

    async remove(userId: number, uuids: string[]): Promise<void> {
      const caller = await callerOf(repos, userId);
      await repos.transaction(async (tx) => {
        const ids: number[] = [];
        for (const uuid of new Set(uuids)) ids.push((await editable(caller, uuid, tx)).id);
        await tx.products.remove(ids);
      });
    },

    /** Idempotent both ways: favouring twice keeps one row, unfavouring a stranger does nothing. */
    async favor(userId: number, uuid: string, on: boolean): Promise<void> {
      const caller = await callerOf(repos, userId);
      const row = await readable(caller, uuid);
      if (on) await repos.productCart.favor(userId, row.id, now());
      else await repos.productCart.unfavor(userId, row.id);
    },

    async skulist(userId: number, uuid: string) {
      const caller = await callerOf(repos, userId);
      const row = await readable(caller, uuid);
      return { sku_names: parseJson<SkuName[]>(row.sku_names, []), skus: (await repos.products.skus(row.id)).map(skuView) };
    },

    /** Renames one variant dimension (its values and the variants stay). */
    async skuRename(userId: number, input: z.output<typeof SkuRenameSchema>) {
      const caller = await callerOf(repos, userId);
      return repos.transaction(async (tx) => {
        const row = await editable(caller, input.uuid, tx);
        const product = productView(row, await tx.products.skus(row.id), { editable: true, favor: false, in_cart: false });
        if (input.index >= product.sku_names.length) throw new AppError(Code.REFUSED, 'product.skuValuesMismatch');
        product.sku_names[input.index]!.name = input.name;
        const rows = draftRows(product);
        await tx.products.update(row.id, { ...rows.product, updated_at: now() }, rows.skus, rows.facets, row.owner);
        return { sku_names: product.sku_names, skus: (await tx.products.skus(row.id)).map(skuView) };
      });
    },

    /** The values a dimension name has across a store, most used first (the editor's suggestions). */
    async skuValues(userId: number, input: z.output<typeof SkuValuesQuerySchema>): Promise<string[]> {
      const caller = await callerOf(repos, userId);
      const owner = readOwner(caller, input.store);
      const counts = new Map<string, number>();
      for (const p of await repos.products.skuNamesOf(owner)) {
        for (const d of parseJson<SkuName[]>(p.sku_names, [])) if (d.name === input.name) for (const v of d.values) counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v).slice(0, 100);
    },
  };
}

const withoutPhotometry = (d: ProductDraft): ProductDraft => ({ ...d, photometry: null, skus: d.skus.map((s) => ({ ...s, photometry: null })) });

/** The draft with each photometry summary replaced by the stored one it names (by file hash), or none. */
export function keepStoredPhotometry(d: ProductDraft, stored: PhotometrySummary | null, storedSkus: readonly Sku[]): ProductDraft {
  const same = (sent: PhotometrySummary | null, kept: PhotometrySummary | null | undefined) => (sent && kept && sent.hash === kept.hash ? kept : null);
  return {
    ...d,
    photometry: same(d.photometry, stored),
    skus: d.skus.map((s) => ({ ...s, photometry: same(s.photometry, storedSkus.find((k) => k.id === s.id)?.photometry) })),
  };
}
