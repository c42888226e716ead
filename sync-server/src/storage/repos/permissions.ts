import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface PermissionRow {
  code: string;
  status: 0 | 1;
  expire: number | null;
}

export type PermissionsRepo = ReturnType<typeof createPermissionsRepo>;

export function createPermissionsRepo(db: Kysely<Schema>) {
  return {
    forUser: (userId: number): Promise<PermissionRow[]> => db.selectFrom('app_permissions').select(['code', 'status', 'expire']).where('user_id', '=', userId).execute(),
    set: async (userId: number, code: string, status: 0 | 1, expire: number | null): Promise<void> =>
      void (await db
        .insertInto('app_permissions')
        .values({ user_id: userId, code, status, expire })
        .onConflict((oc) => oc.columns(['user_id', 'code']).doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), expire: eb.ref('excluded.expire') })))
        .execute()),
  };
}
