import { createHash } from 'node:crypto';
import type { CatalogueCategory, Catalogue, CataloguePhotometry } from '../../../shared/src/products/catalogue-types';
import { PIC_KINDS, type PhotometrySummary, type ProductPics } from '../../../shared/src/protocol/product';
import { SOURCE_FILE_PATH } from '../../../shared/src/protocol/source';
import type { BlobStore } from '../blobs/store';
import type { Repos } from '../storage/repos';
import { SYSTEM } from '../services/product-access';
import { draftRows } from './draft-rows';
import { emptyPics } from './product-view';

// The built-in catalogue (issue 13) stored as the system store: run at every server start, it
// does its work only when the stored catalogue version differs from the one brought, and
// then updates in place by the entries' stable keys (uuids and ids stay, so carts, favourites
// and documents that point at a product keep pointing at it). Company and personal stores are
// never touched. It runs in one transaction under a database lock, so two nodes starting
// together seed once: the second waits, then finds the version already stored.

/** Photometric files for the entries with a beam: generated (writeIes) and summarised (parsePhotometry). */
export interface CataloguePhotometryTools {
  makeIes: (spec: CataloguePhotometry) => string;
  /** the summary kept beside the product, from the generated file's text */
  summarize: (text: string) => Omit<PhotometrySummary, 'hash' | 'name'>;
}

export interface SeedDeps {
  repos: Repos;
  blobs: BlobStore;
  now: () => number;
  /** absent: entries get no photometric file */
  photometry?: CataloguePhotometryTools | null;
}

/** Which catalogue the version row is about. */
const CATALOGUE_NAME = 'system';

/** A v5-shaped uuid from the entry key: the same key gives the same uuid on every server. */
export function catalogueUuid(key: string): string {
  const h = createHash('sha1').update(`lightkit-catalogue:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

export async function seedCatalogue({ repos, blobs, now, photometry }: SeedDeps, catalogue: Catalogue): Promise<SeedResult> {
  /** Stores text as a blob (our own drawings and generated files): its path under /kapi/source/file/. */
  const keep = async (r: Repos, text: string, type: string): Promise<{ hash: string; path: string }> => {
    const bytes = Buffer.from(text, 'utf8');
    const hash = createHash('sha256').update(bytes).digest('hex');
    blobs.put(hash, bytes);
    await r.sources.addBlob(hash, bytes.length, type, now());
    return { hash, path: `${SOURCE_FILE_PATH}${hash}` };
  };

  return repos.transaction(async (tx) => {
    await tx.productState.lockCatalogue();
    if ((await tx.productState.catalogueVersion(CATALOGUE_NAME)) === catalogue.version) return { seeded: false, products: 0 };
    const t = now();

    // categories, by key: renamed and moved in place, missing ones made, dropped ones removed
    const stored = new Map((await tx.productTaxonomy.categories(SYSTEM)).map((c) => [c.skey, c]));
    const categoryIds = new Map<string, number>();
    const walk = async (list: readonly CatalogueCategory[], pid: number) => {
      for (const [sort, c] of list.entries()) {
        const have = stored.get(c.key);
        const id = have ? Number(have.id) : await tx.productTaxonomy.addCategory(SYSTEM, pid, c.name, t, c.key, sort);
        if (have) await tx.productTaxonomy.updateCategory(id, { pid, name: c.name, sort });
        categoryIds.set(c.key, id);
        await walk(c.children ?? [], id);
      }
    };
    await walk(catalogue.categories, 0);

    const existing = new Map((await tx.products.bySkey(SYSTEM)).map((p) => [p.skey, p]));
    const productIds = new Map<string, number>();
    for (const entry of catalogue.products) {
      const pics: ProductPics = emptyPics();
      for (const kind of PIC_KINDS) for (const pic of entry.pictures[kind] ?? []) pics[kind].push({ path: (await keep(tx, pic.svg, 'image/svg+xml')).path, name: pic.name });
      let summary: PhotometrySummary | null = null;
      if (entry.photometry && photometry) {
        const text = photometry.makeIes(entry.photometry);
        const { hash } = await keep(tx, text, 'text/plain');
        summary = { ...photometry.summarize(text), hash, name: `${entry.product.code}.ies` };
      }
      const rows = draftRows({ ...entry.product, category_id: categoryIds.get(entry.category) ?? 0, pics, photometry: summary });
      const have = existing.get(entry.key);
      if (have) {
        await tx.products.update(Number(have.id), { ...rows.product, sample: 1, updated_at: t }, rows.skus, rows.facets, SYSTEM);
        productIds.set(entry.key, Number(have.id));
      } else {
        const id = await tx.products.insert({ ...rows.product, uuid: catalogueUuid(entry.key), owner: SYSTEM, skey: entry.key, sample: 1, created_at: t, updated_at: t }, rows.skus, rows.facets);
        productIds.set(entry.key, id);
      }
    }
    // entries gone from the catalogue go from the store (with their cart, favourite and group rows)
    await tx.products.remove([...existing.values()].filter((p) => !productIds.has(p.skey)).map((p) => Number(p.id)));
    const keptCategories = new Set(categoryIds.values());
    for (const c of stored.values()) if (c.skey !== '' && !keptCategories.has(Number(c.id))) await tx.productTaxonomy.removeCategory(Number(c.id));

    // the catalogue's groups are keyed by name; groups a global admin made (no key) stay
    const groups = new Map((await tx.productTaxonomy.groups(SYSTEM)).filter((g) => g.skey !== '').map((g) => [g.skey, g]));
    for (const g of catalogue.groups) {
      const id = groups.has(g.name) ? Number(groups.get(g.name)!.id) : await tx.productTaxonomy.addGroup(SYSTEM, g.name, t, g.name);
      await tx.productTaxonomy.setGroupItems(id, g.keys.flatMap((k) => (productIds.has(k) ? [productIds.get(k)!] : [])));
      groups.delete(g.name);
    }
    for (const g of groups.values()) await tx.productTaxonomy.removeGroup(Number(g.id));

    await tx.productState.setCatalogueVersion(CATALOGUE_NAME, catalogue.version, t);
    return { seeded: true, products: catalogue.products.length };
  });
}
