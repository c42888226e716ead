import type { LampType } from '../schema/elements/lighting';
import type { PicKind, ProductDraft } from '../protocol/product';

// The shape of the built-in (system) catalogue that `npm start` brings: sample data written for
// LightKit (shared/src/products/catalogue/), stored into the database by the server's seeding
// (sync-server/src/products/seed-catalogue.ts). Keys are stable, so a product keeps its uuid
// when the catalogue is re-seeded with new content.

export interface CatalogueCategory {
  key: string;
  name: string;
  children?: CatalogueCategory[];
}

/** A photometric distribution to generate for a product with a beam, agreeing with its parameters. */
export interface CataloguePhotometry {
  /** luminaire flux, lm (the `flux` parameter) */
  lumens: number;
  /** input power, W (the `power` parameter) */
  watts: number;
  /** full angle at 50 % of the maximum, degrees (the `beam` parameter) */
  beamAngle: number;
  shape: 'cone' | 'lambertian' | 'batwing';
}

export interface CataloguePicture {
  name: string;
  /** a complete SVG document drawn by us: no script, no event handler, no external reference */
  svg: string;
}

export interface CatalogueEntry {
  /** stable key, e.g. "dl-cob-9w"; the product's uuid derives from it */
  key: string;
  /** key of the category it is filed under */
  category: string;
  /** the lamp-point type it is drawn as on a plan */
  lampType: LampType;
  product: Omit<ProductDraft, 'uuid' | 'store' | 'category_id' | 'pics' | 'photometry'>;
  pictures: Partial<Record<PicKind, CataloguePicture[]>>;
  photometry: CataloguePhotometry | null;
}

export interface Catalogue {
  /** bumped whenever the content changes, so a server re-seeds */
  version: number;
  categories: CatalogueCategory[];
  products: CatalogueEntry[];
  /** curated sets (spec "systemproduct group") by product key */
  groups: { name: string; keys: string[] }[];
}
