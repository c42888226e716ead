import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { SHA256_HEX } from './source';
import { SourceIdSchema } from './source-library';

// The product library's calls (issue 13, spec 000 §7 "Product library"). The spec names the
// calls but not their shapes; these are ours. Money is in yuan with at most two decimals
// (stored as fen on the server); lengths in mm; warranty in whole years.

const key = (k: MessageKey): string => k;

/** Rows per page of product/find (issue 13). */
export const PRODUCT_PAGE_SIZE = 40;
/** The cart holds at most this many rows (spec 000 §9). */
export const CART_MAX = 50;
export const PRODUCT_NAME_MAX = 60;
export const PRODUCT_CODE_MAX = 40;
export const PRODUCT_TEXT_MAX = 2000;
export const PRODUCT_PARAMS_MAX = 60;
export const PRODUCT_PICS_MAX = 12;
export const SKU_NAMES_MAX = 3;
export const SKU_VALUES_MAX = 20;
export const SKUS_MAX = 100;
export const CATEGORY_NAME_MAX = 20;
export const GROUP_NAME_MAX = 20;
export const GROUP_PRODUCTS_MAX = 200;
export const PRICE_MAX = 10_000_000;

/** Where products live: the built-in catalogue, the company's, and my own (issue 13). */
export const PRODUCT_STORES = ['system', 'company', 'mine'] as const;
export type ProductStore = (typeof PRODUCT_STORES)[number];
/** find also lists my favourites across stores */
export const FIND_STORES = [...PRODUCT_STORES, 'favor'] as const;

/** The spec's units (spec 000 §9): piece, item, set, box, metre, roll, unit, carton. */
export const PRODUCT_UNITS = ['个', '件', '套', '盒', '米', '卷', '台', '箱'] as const;

/** The named pictures of a product (issue 13): each a list, most of one picture. */
export const PIC_KINDS = ['cover', 'size', 'hole', 'spectrum', 'light_pattern', 'glare', 'install', 'control', 'free'] as const;
export type PicKind = (typeof PIC_KINDS)[number];

const uuid = z.string({ error: key('product.badId') }).regex(/^[0-9a-f-]{36}$/, key('product.badId'));
export const ProductUuidSchema = uuid;
const store = z.enum(PRODUCT_STORES, { error: key('product.badStore') });
const text = (max: number) => z.string().trim().max(max, key('product.fieldTooLong')).default('');
/** yuan, two decimals at most */
const money = z.coerce
  .number({ error: key('product.badPrice') })
  .min(0, key('product.badPrice'))
  .max(PRICE_MAX, key('product.badPrice'))
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, key('product.badPrice'));
const categoryId = z.coerce.number().int().min(0);
/** a comma list or a repeated query parameter, as GET queries bring lists */
const list = (item: z.ZodType<string>, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v), z.array(item).max(max)).default([]);

/** A stored picture: a blob of the content-addressed store (its path under /kapi/source/file/) and a name. */
export const ProductPicSchema = z.object({
  path: z.string().max(300).regex(/^\/kapi\/source\/file\/[0-9a-f]{64}(\.[a-z0-9]{2,5})?$/, key('product.badPicture')),
  name: text(100),
});
export type ProductPic = z.infer<typeof ProductPicSchema>;
export const ProductPicsSchema = z.object(Object.fromEntries(PIC_KINDS.map((k) => [k, z.array(ProductPicSchema).max(PRODUCT_PICS_MAX).default([])])) as Record<PicKind, z.ZodDefault<z.ZodArray<typeof ProductPicSchema>>>);
export type ProductPics = z.infer<typeof ProductPicsSchema>;

export const ParamValueSchema = z.object({
  id: z.string().trim().min(1, key('product.paramRequired')).max(40),
  name: z.string().trim().min(1, key('product.paramRequired')).max(20, key('product.fieldTooLong')),
  type: z.enum(['number', 'text', 'select']).optional(),
  unit: text(12).optional(),
  value: text(100),
  text: text(100).optional(),
});

/** A variant dimension (spec "sku name") such as 色温 with its values 3000K, 4000K. */
export const SkuNameSchema = z.object({
  name: z.string().trim().min(1, key('product.skuNameRequired')).max(12, key('product.fieldTooLong')),
  values: z.array(z.string().trim().min(1).max(20, key('product.fieldTooLong'))).min(1, key('product.skuValuesRequired')).max(SKU_VALUES_MAX),
});
export type SkuName = z.infer<typeof SkuNameSchema>;

/** Summary of a photometric file as the library keeps it beside the product (or a variant). */
export const PhotometrySummarySchema = z.object({
  /** content hash of the stored file text */
  hash: z.string().regex(SHA256_HEX),
  name: z.string(),
  format: z.enum(['ies', 'ldt']),
  lumens: z.number(),
  ratedLumens: z.number().nullable(),
  maxIntensity: z.number(),
  /** null when the file stores no γ = 0 (the parser says so) */
  centreIntensity: z.number().nullable(),
  beamAngle: z.number().nullable(),
  fieldAngle: z.number().nullable(),
  inputWatts: z.number().nullable(),
});
export type PhotometrySummary = z.infer<typeof PhotometrySummarySchema>;

/** A variant: one value per sku name (in the order of sku_names), its own code and price. */
export const SkuSchema = z.object({
  id: z.string().max(40).default(''),
  values: z.array(z.string().trim().max(20)).max(SKU_NAMES_MAX),
  code: text(PRODUCT_CODE_MAX),
  price: money.nullable().default(null),
  photometry: PhotometrySummarySchema.nullable().default(null),
});
export type Sku = z.infer<typeof SkuSchema>;

/** What the editor sends (product/commit): `uuid` empty for a new product. */
export const ProductDraftSchema = z.object({
  uuid: z.union([z.literal(''), uuid]).default(''),
  store: z.enum(['company', 'mine'], { error: key('product.badStore') }).default('mine'),
  category_id: categoryId.default(0),
  code: z.string().trim().min(1, key('product.codeRequired')).max(PRODUCT_CODE_MAX, key('product.fieldTooLong')),
  mcode: text(PRODUCT_CODE_MAX),
  name: z.string().trim().min(1, key('product.nameRequired')).max(PRODUCT_NAME_MAX, key('product.fieldTooLong')),
  brand: text(30),
  description: text(PRODUCT_TEXT_MAX),
  pics: ProductPicsSchema.default(Object.fromEntries(PIC_KINDS.map((k) => [k, []])) as unknown as ProductPics),
  params: z.array(ParamValueSchema).max(PRODUCT_PARAMS_MAX, key('product.tooManyParams')).default([]),
  price: money.nullable().default(null),
  unit: z.enum(PRODUCT_UNITS, { error: key('product.badUnit') }).default('个'),
  unit_tip: text(20),
  warranty: z.coerce.number({ error: key('product.badWarranty') }).int(key('product.badWarranty')).min(0, key('product.badWarranty')).max(30, key('product.badWarranty')).default(0),
  remark: text(500),
  sku_names: z.array(SkuNameSchema).max(SKU_NAMES_MAX, key('product.tooManySkuNames')).default([]),
  skus: z.array(SkuSchema).max(SKUS_MAX, key('product.tooManySkus')).default([]),
  photometry: PhotometrySummarySchema.nullable().default(null),
});
export type ProductDraft = z.infer<typeof ProductDraftSchema>;

/** A product as get/load answer it. `id` is the number the spec shows; `mid` the product it was copied from (0: none). */
export const ProductSchema = ProductDraftSchema.extend({
  uuid,
  store,
  id: z.number().int(),
  mid: z.number().int(),
  /** who may change it: system never; company its admins; mine its owner */
  editable: z.boolean(),
  favor: z.boolean(),
  in_cart: z.boolean(),
  /** true for the built-in catalogue's sample data, said on every screen that shows it */
  sample: z.boolean(),
  create_time: z.number(),
  update_time: z.number(),
});
export type Product = z.infer<typeof ProductSchema>;

/** One row of product/find: what a card or a list row shows. */
export const ProductRowSchema = z.object({
  uuid,
  id: z.number().int(),
  store,
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  cover: z.string(),
  price: z.number().nullable(),
  unit: z.string(),
  params: z.array(ParamValueSchema),
  sku_count: z.number().int(),
  favor: z.boolean(),
  in_cart: z.boolean(),
  sample: z.boolean(),
  update_time: z.number(),
});
export type ProductRow = z.infer<typeof ProductRowSchema>;

/**
 * product/find (and systemproduct/sdbstore, the built-in catalogue): keyword over name, code,
 * brand and parameter text; filters on category (and its sub-categories), group and parameter
 * values. Lists arrive as comma lists in the query.
 */
export const ProductFindSchema = z.object({
  store: z.enum(FIND_STORES, { error: key('product.badStore') }).default('system'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  keyword: z.string().trim().max(32, key('product.keywordTooLong')).default(''),
  category: categoryId.default(0),
  group: z.coerce.number().int().min(0).default(0),
  power_min: z.coerce.number().min(0).max(100_000).optional(),
  power_max: z.coerce.number().min(0).max(100_000).optional(),
  cct: list(z.string().regex(/^\d{4,5}$/), 12),
  beam: list(z.string().regex(/^\d{1,3}$/), 12),
  ra_min: z.coerce.number().int().min(0).max(100).optional(),
  install: list(z.string().max(10), 10),
  sort: z.enum(['default', 'price', '-price', 'new']).default('default'),
});
export type ProductFind = z.infer<typeof ProductFindSchema>;
export const ProductPageSchema = z.object({ rows: z.array(ProductRowSchema), total: z.number().int(), limit: z.number().int() });

export const ProductUuidQuerySchema = z.object({ uuid });
export const ProductUuidsSchema = z.object({ uuids: z.array(uuid).min(1, key('product.selectProduct')).max(200) });

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.number().int(), pid: z.number().int(), name: z.string(), count: z.number().int(), children: z.array(CategoryNodeSchema) }),
);
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  /** products in it and its sub-categories */
  count: number;
  children: CategoryNode[];
}
export const CategoryQuerySchema = z.object({ store: store.default('system') });
const categoryName = z.string({ error: key('product.categoryNameRequired') }).trim().min(1, key('product.categoryNameRequired')).max(CATEGORY_NAME_MAX, key('product.fieldTooLong'));
/** category/commit: create (id 0) or move/rename; category/name: rename only. */
export const CategoryCommitSchema = z.object({ store: z.enum(['company', 'mine']), id: categoryId.default(0), pid: categoryId.default(0), name: categoryName });
export const CategoryNameSchema = z.object({ id: z.number().int().min(1), name: categoryName });
export const CategoryRemoveSchema = z.object({ id: z.number().int().min(1) });

/** A curated set of products (spec "systemproduct group"). */
export const GroupSchema = z.object({ id: z.number().int(), store, name: z.string(), uuids: z.array(uuid), editable: z.boolean() });
export type ProductGroup = z.infer<typeof GroupSchema>;
export const GroupFindSchema = z.object({ store: store.default('system') });
export const GroupCommitSchema = z.object({
  id: z.number().int().min(0).default(0),
  store: z.enum(PRODUCT_STORES),
  name: z.string({ error: key('product.groupNameRequired') }).trim().min(1, key('product.groupNameRequired')).max(GROUP_NAME_MAX, key('product.fieldTooLong')),
  uuids: z.array(uuid).max(GROUP_PRODUCTS_MAX, key('product.groupTooLarge')).default([]),
});
export const GroupRemoveSchema = z.object({ id: z.number().int().min(1) });

/** product/skulist: a product's variant dimensions and variants. */
export const SkuListSchema = z.object({ sku_names: z.array(SkuNameSchema), skus: z.array(SkuSchema) });
/** product/sku/name: rename one variant dimension of a product (its values stay). */
export const SkuRenameSchema = z.object({ uuid, index: z.number().int().min(0).max(SKU_NAMES_MAX - 1), name: SkuNameSchema.shape.name });
/** product/skuvalues: the values a dimension name has across the store, for the editor's suggestions. */
export const SkuValuesQuerySchema = z.object({ store: store.default('mine'), name: z.string().trim().min(1).max(12) });

/** A parameter definition as item/get answers and item/commit takes it (the parameter-value dialog). */
export const ParamDefSchema = z.object({
  id: z.string().trim().regex(/^[a-z][a-z0-9_]{1,30}$/, key('product.badParamId')),
  name: z.string().trim().min(1, key('product.paramRequired')).max(20, key('product.fieldTooLong')),
  type: z.enum(['number', 'text', 'select']),
  unit: text(12),
  group: z.string().trim().max(20).default(''),
  options: z.array(z.string().trim().min(1).max(20)).max(50).default([]),
});
export const ParamDefsQuerySchema = z.object({ store: store.default('mine') });
export const ParamDefCommitSchema = z.object({ store: z.enum(['company', 'mine']), items: z.array(ParamDefSchema).max(100) });

/** A cart line (spec 000 §3 "Product line"), the product as it is now plus the quantity. */
export const CartLineSchema = z.object({
  uuid,
  no: z.string(),
  id: z.number().int(),
  mid: z.number().int(),
  name: z.string(),
  cover: z.string(),
  code: z.string(),
  mcode: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  amount: z.number().nullable(),
  unit: z.string(),
  unit_tip: z.string(),
  brand: z.string(),
  remark: z.string(),
  pics: z.object({ items: z.array(ProductPicSchema.extend({ kind: z.enum(PIC_KINDS) })) }),
  params: z.array(ParamValueSchema),
  sku: z.string(),
});
export type CartLine = z.infer<typeof CartLineSchema>;
export const AddCartSchema = z.object({ uuid, sku: z.string().max(40).default(''), quantity: z.number().int().min(1).max(99_999).default(1) });
export const CartMessageSchema = z.object({ message: z.string(), count: z.number().int() });

/** Import a photometric file (IES or LDT text) for a product or one of its variants. */
/** An IES/LDT file for a product: its text as read in the browser, or a file of the material library (issue 20). */
export const PhotometryImportSchema = z
  .object({
    uuid,
    sku: z.string().max(40).default(''),
    name: z.string().trim().min(1).max(100).optional(),
    text: z.string().min(1, key('product.photometryEmpty')).optional(),
    source: SourceIdSchema.optional(),
  })
  .refine((v) => (v.text !== undefined) !== (v.source !== undefined) && (v.source !== undefined || v.name !== undefined), key('product.photometryEmpty'));
export const PhotometryImportResponseSchema = z.object({ photometry: PhotometrySummarySchema, light_pattern: ProductPicSchema });

/** Excel import, step one: the workbook's sheets, header row and a few rows, and a mapping guess. */
export const IMPORT_FIELDS = ['code', 'name', 'brand', 'category', 'price', 'unit', 'warranty', 'description', 'remark', 'mcode', 'power', 'cct', 'ra', 'beam', 'flux', 'size', 'cutout', 'install', 'ip', 'voltage'] as const;
export const ImportReadSchema = z.object({ name: z.string().max(200), data: z.string().max(14_000_000) });
export const ImportReadResponseSchema = z.object({
  token: z.string(),
  sheet: z.string(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  rows: z.number().int(),
  mapping: z.record(z.string(), z.number().int()),
});
export const ImportCommitSchema = z.object({
  token: z.string().min(1).max(100),
  store: z.enum(['company', 'mine']),
  /** field → column index; a field left out is not imported (zod 4's record would demand every field) */
  mapping: z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0).max(200)),
});
export const ImportReportSchema = z.object({
  added: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
