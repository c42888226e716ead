import type { Db } from '../db';
import { createDocStoreRepo } from './doc-store';
import { createDocumentsRepo } from './documents';
import { createLoginTokensRepo } from './login-tokens';
import { createMembersRepo } from './members';
import { createNamesRepo } from './names';
import { createPermissionsRepo } from './permissions';
import { createRateEventsRepo } from './rate-events';
import { createSessionsRepo } from './sessions';
import { createSitesRepo } from './sites';
import { createSmsCodesRepo } from './sms-codes';
import { createSourcesRepo } from './sources';
import { createUsersRepo } from './users';
import { createWorkspaceRepo } from './workspace';

/** Every repository over one database; statements are prepared once, here. */
export function createRepos(db: Db) {
  return {
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
    names: createNamesRepo(db),
    /** Runs fn in one transaction (nested calls become savepoints). */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
export type Repos = ReturnType<typeof createRepos>;
