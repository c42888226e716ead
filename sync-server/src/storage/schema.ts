import type { Generated } from 'kysely';

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
  sources: SourcesTable;
  user_names: UserNamesTable;
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
}

export interface SourcesTable {
  id: Generated<number>;
  user_id: number;
  hash: string;
  name: string;
  category: Generated<string>;
  created_at: number;
}

export interface UserNamesTable {
  user_id: number;
  kind: 'scene' | 'activity';
  entries: Generated<string>;
  updated_at: number;
}
