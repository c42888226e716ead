import type { ColumnType, Generated } from 'kysely';

/**
 * The tables as the migrations (storage/migrations/*.sql) leave them, for Kysely's typed
 * queries. `Generated` marks columns the database fills in (rowid ids, defaults). Flags are
 * INTEGER 0/1 on every engine; BLOBs come back as Buffer from both drivers.
 */
export interface Schema {
  sites: SitesTable;
  users: UsersTable;
  user_sites: UserSitesTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  rate_events: RateEventsTable;
  login_tokens: LoginTokensTable;
  app_permissions: AppPermissionsTable;
  documents: DocumentsTable;
  doc_members: DocMembersTable;
  doc_updates: DocUpdatesTable;
  doc_state: DocStateTable;
  doc_versions: DocVersionsTable;
  doc_pending_authors: DocPendingAuthorsTable;
  projects: ProjectsTable;
  pinned: PinnedTable;
  shares: SharesTable;
  blobs: BlobsTable;
  blob_originals: BlobOriginalsTable;
  sources: SourcesTable;
  source_folders: SourceFoldersTable;
  user_names: UserNamesTable;
  sdb_sets: SdbSetsTable;
  product_categories: ProductCategoriesTable;
  product_param_defs: ProductParamDefsTable;
  products: ProductsTable;
  product_skus: ProductSkusTable;
  product_facets: ProductFacetsTable;
  product_groups: ProductGroupsTable;
  product_group_items: ProductGroupItemsTable;
  product_favorites: ProductFavoritesTable;
  product_cart: ProductCartTable;
  product_import_jobs: ProductImportJobsTable;
  product_catalogue_state: ProductCatalogueStateTable;
  product_store_revs: ProductStoreRevsTable;
  media_jobs: MediaJobsTable;
  upload_sessions: UploadSessionsTable;
}

type Flag = 0 | 1;

export interface SitesTable {
  id: Generated<number>;
  name: string;
  title: Generated<string>;
  logo: Generated<string>;
  domain: Generated<string>;
  tongji_baidu: Generated<string>;
  category: Generated<string>;
  is_company: Generated<Flag>;
  created_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  uuid: string;
  username: string | null;
  mobile: string | null;
  password_hash: string | null;
  nickname: Generated<string>;
  name: Generated<string>;
  /** null until the person chooses (0 male, 1 female) */
  gender: Flag | null;
  avatar: Generated<string>;
  company: Generated<string>;
  department: Generated<string>;
  position: Generated<string>;
  is_admin: Generated<Flag>;
  disabled: Generated<Flag>;
  app_type: Generated<Flag>;
  member_until: number;
  current_site: Generated<number>;
  setting_json: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface UserSitesTable {
  user_id: number;
  site_id: number;
  /** a company's admins edit its product catalogue (issue 13) */
  role: Generated<'member' | 'admin'>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  created_at: number;
  seen_at: number;
  expires_at: number;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface SmsCodesTable {
  mobile: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  tries: Generated<number>;
}

export interface RateEventsTable {
  /** explicit since migration 0013 (it was SQLite's rowid) */
  id: Generated<number>;
  scope: string;
  key: string;
  at: number;
}

export interface LoginTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
}

export interface AppPermissionsTable {
  user_id: number;
  code: string;
  status: Generated<Flag>;
  expire: number | null;
}

export interface DocumentsTable {
  id: string;
  owner_id: number;
  pid: Generated<string>;
  type: string;
  name: Generated<string>;
  template: Generated<string>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  star: Generated<Flag>;
  favor: Generated<Flag>;
  /** when the owner last opened it; null keeps it off the recent list */
  open_time: number | null;
  /** the item whose removal put this one in the trash */
  trashed_by: string | null;
  cover: string | null;
}

export interface DocMembersTable {
  doc_id: string;
  user_id: number;
  role: 'edit' | 'view';
  added_at: Generated<number>;
  added_by: number | null;
}

export interface DocUpdatesTable {
  id: Generated<number>;
  doc_id: string;
  data: Uint8Array;
  at: number;
  user_id: number | null;
}

export interface DocStateTable {
  doc_id: string;
  state: Uint8Array;
  upto: number;
  updated_at: number;
}

export interface DocVersionsTable {
  doc_id: string;
  ver: number;
  at: number;
  user_id: number | null;
  kind: Generated<string>;
  state: Uint8Array;
  label: string | null;
  /** JSON array of account ids */
  authors: Generated<string>;
}

export interface DocPendingAuthorsTable {
  doc_id: string;
  user_id: number;
}

export interface ProjectsTable {
  id: string;
  number: Generated<string>;
  address: Generated<string>;
  customer: Generated<string>;
  contact: Generated<string>;
  phone: Generated<string>;
}

export interface PinnedTable {
  /** explicit since migration 0013: pins list in the order they were made */
  id: Generated<number>;
  user_id: number;
  doc_id: string;
  at: number;
}

export interface SharesTable {
  doc_id: string;
  scope: 'me' | 'all';
  password_hash: string | null;
  expires_at: number | null;
  no_copy: Generated<Flag>;
  no_print: Generated<Flag>;
  revoked: Generated<Flag>;
  updated_at: number;
}

export interface BlobsTable {
  hash: string;
  size: number;
  type: string;
  created_at: number;
  // 0018_media: video and audio facts (seconds; trans_state 0 / 1 / -1; hashes; JSON list)
  duration: Generated<number | null>;
  trans_state: Generated<number | null>;
  transcoded: Generated<string | null>;
  poster: Generated<string | null>;
  frames: Generated<string | null>;
  /** pixels, upright (migration 0017); null for what is no picture or was stored before */
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
}

// The hash a client signed (its original bytes) → the cleaned blob kept for it (migration 0017).
export interface BlobOriginalsTable {
  original_hash: string;
  hash: string;
  created_at: number;
}

export interface SourcesTable {
  id: Generated<number>;
  user_id: number;
  hash: string;
  name: string;
  category: Generated<string>;
  created_at: number;
  /** 0018_media: the cover chosen for a video (a blob hash) */
  cover: Generated<string | null>;
  // the material library (0016): 'user:<id>', 'share' or 'site:<id>'
  owner: string;
  folder_id: Generated<number>;
  tags: Generated<string>;
  search: Generated<string>;
  updated_at: number;
  trashed_at: number | null;
  trashed_with: Generated<number>;
}

export interface SourceFoldersTable {
  id: Generated<number>;
  owner: string;
  pid: Generated<number>;
  name: string;
  created_at: number;
  updated_at: number;
  trashed_at: number | null;
  trashed_with: Generated<number>;
}

export interface UserNamesTable {
  user_id: number;
  kind: 'scene' | 'activity';
  entries: Generated<string>;
  updated_at: number;
}

// The scene trial tool's scene sets (issue 16, migration 0015); body is the set's JSON.
export interface SdbSetsTable {
  id: Generated<number>;
  user_id: number;
  body: string;
  created_at: number;
  updated_at: number;
}

// The product library (issue 13, migration 0014). `owner` is 'system', 'site:<id>' or 'user:<id>'.
export interface ProductCategoriesTable {
  id: Generated<number>;
  owner: string;
  pid: Generated<number>;
  name: string;
  sort: Generated<number>;
  skey: Generated<string>;
  created_at: number;
}

export interface ProductParamDefsTable {
  owner: string;
  id: string;
  name: string;
  type: string;
  unit: Generated<string>;
  grp: Generated<string>;
  /** JSON string[] */
  options: Generated<string>;
  sort: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  uuid: string;
  owner: string;
  mid: Generated<number>;
  category_id: Generated<number>;
  skey: Generated<string>;
  code: string;
  mcode: Generated<string>;
  name: string;
  brand: Generated<string>;
  description: Generated<string>;
  cover: Generated<string>;
  /** JSON ProductPics */
  pics: Generated<string>;
  /** JSON ParamValue[] */
  params: Generated<string>;
  /** fen */
  price: number | null;
  unit: Generated<string>;
  unit_tip: Generated<string>;
  warranty: Generated<number>;
  remark: Generated<string>;
  /** JSON SkuName[] */
  sku_names: Generated<string>;
  sku_count: Generated<number>;
  /** JSON PhotometrySummary */
  photometry: string | null;
  sample: Generated<Flag>;
  search: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface ProductSkusTable {
  product_id: number;
  idx: number;
  sid: string;
  /** JSON string[] */
  vals: Generated<string>;
  code: Generated<string>;
  price: number | null;
  photometry: string | null;
}

export interface ProductFacetsTable {
  owner: string;
  facet: string;
  value: string;
  num: number | null;
  product_id: number;
}

export interface ProductGroupsTable {
  id: Generated<number>;
  owner: string;
  name: string;
  skey: Generated<string>;
  created_at: number;
}

export interface ProductGroupItemsTable {
  group_id: number;
  product_id: number;
  sort: Generated<number>;
}

export interface ProductFavoritesTable {
  user_id: number;
  product_id: number;
  created_at: number;
}

export interface ProductCartTable {
  user_id: number;
  product_id: number;
  sku: Generated<string>;
  quantity: Generated<number>;
  added_at: number;
}

export interface ProductImportJobsTable {
  token: string;
  user_id: number;
  /** JSON string[] */
  headers: string;
  header_row: number;
  /** JSON {row, cells}[] */
  rows_json: string;
  expires_at: number;
}

export interface ProductCatalogueStateTable {
  name: string;
  version: number;
  seeded_at: number;
}

export interface ProductStoreRevsTable {
  owner: string;
  rev: number;
}

export interface MediaJobsTable {
  id: Generated<number>;
  hash: string;
  kind: string;
  state: Generated<string>;
  attempts: Generated<number>;
  node: Generated<string>;
  lease_until: Generated<number>;
  error: Generated<string>;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

export interface UploadSessionsTable {
  id: string;
  user_id: number;
  hash: string;
  size: number;
  type: string;
  name: string;
  dir: Generated<string>;
  chunk_size: number;
  created_at: number;
  updated_at: number;
}
