import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { createBlobImagesRepo } from './blob-images';
import { createDocStoreRepo } from './doc-store';
import { createDocumentsRepo } from './documents';
import { createLoginTokensRepo } from './login-tokens';
import { createMediaRepo } from './media';
import { createMembersRepo } from './members';
import { createNamesRepo } from './names';
import { createSdbRepo } from './sdb';
import { createProductCartRepo } from './product-cart';
import { createProductCatalogueRepo } from './product-catalogue';
import { createProductStateRepo } from './product-state';
import { createProductTaxonomyRepo } from './product-taxonomy';
import { createPermissionsRepo } from './permissions';
import { createRateEventsRepo } from './rate-events';
import { createSessionsRepo } from './sessions';
import { createSitesRepo } from './sites';
import { createSmsCodesRepo } from './sms-codes';
import { createSourcesRepo } from './sources';
import { createSourceLibraryRepo } from './source-library';
import { createUsersRepo } from './users';
import { createWorkspaceRepo } from './workspace';

export interface Repos {
  users: ReturnType<typeof createUsersRepo>;
  sessions: ReturnType<typeof createSessionsRepo>;
  smsCodes: ReturnType<typeof createSmsCodesRepo>;
  rateEvents: ReturnType<typeof createRateEventsRepo>;
  loginTokens: ReturnType<typeof createLoginTokensRepo>;
  sites: ReturnType<typeof createSitesRepo>;
  permissions: ReturnType<typeof createPermissionsRepo>;
  documents: ReturnType<typeof createDocumentsRepo>;
  docStore: ReturnType<typeof createDocStoreRepo>;
  members: ReturnType<typeof createMembersRepo>;
  workspace: ReturnType<typeof createWorkspaceRepo>;
  sources: ReturnType<typeof createSourcesRepo>;
  sourceLibrary: ReturnType<typeof createSourceLibraryRepo>;
  blobImages: ReturnType<typeof createBlobImagesRepo>;
  names: ReturnType<typeof createNamesRepo>;
  sdb: ReturnType<typeof createSdbRepo>;
  products: ReturnType<typeof createProductCatalogueRepo>;
  productTaxonomy: ReturnType<typeof createProductTaxonomyRepo>;
  productCart: ReturnType<typeof createProductCartRepo>;
  productState: ReturnType<typeof createProductStateRepo>;
  media: ReturnType<typeof createMediaRepo>;
  /**
   * Runs fn in one database transaction with repositories bound to it; a failure rolls it all
   * back. Called on repositories already bound to a transaction, fn runs in that one (no nesting).
   */
  transaction<T>(fn: (tx: Repos) => Promise<T>): Promise<T>;
}

/** Every repository over one database (or one transaction of it). */
export function createRepos(db: Kysely<Schema>): Repos {
  const repos: Repos = {
    users: createUsersRepo(db),
    sessions: createSessionsRepo(db),
    smsCodes: createSmsCodesRepo(db),
    rateEvents: createRateEventsRepo(db),
    loginTokens: createLoginTokensRepo(db),
    sites: createSitesRepo(db),
    permissions: createPermissionsRepo(db),
    documents: createDocumentsRepo(db),
    docStore: createDocStoreRepo(db),
    members: createMembersRepo(db),
    workspace: createWorkspaceRepo(db),
    sources: createSourcesRepo(db),
    sourceLibrary: createSourceLibraryRepo(db),
    blobImages: createBlobImagesRepo(db),
    names: createNamesRepo(db),
    sdb: createSdbRepo(db),
    products: createProductCatalogueRepo(db),
    productTaxonomy: createProductTaxonomyRepo(db),
    productCart: createProductCartRepo(db),
    productState: createProductStateRepo(db),
    media: createMediaRepo(db),
    transaction: (fn) => (db.isTransaction ? fn(repos) : db.transaction().execute((trx) => fn(createRepos(trx)))),
  };
  return repos;
}
