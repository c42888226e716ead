import type { Kysely, Selectable } from 'kysely';
import type { ProductCategoriesTable, ProductGroupsTable, ProductParamDefsTable, Schema } from '../schema';

// How a store files its products (issue 13): the category tree, curated groups, and the
// store's own parameter definitions.

export type CategoryDbRow = Selectable<ProductCategoriesTable>;
export type GroupDbRow = Selectable<ProductGroupsTable>;
export type ParamDefDbRow = Selectable<ProductParamDefsTable>;

export type ProductTaxonomyRepo = ReturnType<typeof createProductTaxonomyRepo>;

export function createProductTaxonomyRepo(db: Kysely<Schema>) {
  return {
    categories: (owner: string): Promise<CategoryDbRow[]> => db.selectFrom('product_categories').selectAll().where('owner', '=', owner).orderBy('sort').orderBy('id').execute(),
    category: (id: number): Promise<CategoryDbRow | undefined> => db.selectFrom('product_categories').selectAll().where('id', '=', id).executeTakeFirst(),
    addCategory: async (owner: string, pid: number, name: string, now: number, skey = '', sort = 0): Promise<number> =>
      Number((await db.insertInto('product_categories').values({ owner, pid, name, skey, sort, created_at: now }).returning('id').executeTakeFirstOrThrow()).id),
    updateCategory: async (id: number, values: { pid?: number; name?: string; sort?: number }): Promise<void> =>
      void (await db.updateTable('product_categories').set(values).where('id', '=', id).execute()),
    removeCategory: async (id: number): Promise<void> => void (await db.deleteFrom('product_categories').where('id', '=', id).execute()),
    childCount: async (id: number): Promise<number> =>
      Number((await db.selectFrom('product_categories').select((eb) => eb.fn.countAll<number>().as('n')).where('pid', '=', id).executeTakeFirstOrThrow()).n),

    groups: (owner: string): Promise<GroupDbRow[]> => db.selectFrom('product_groups').selectAll().where('owner', '=', owner).orderBy('id').execute(),
    group: (id: number): Promise<GroupDbRow | undefined> => db.selectFrom('product_groups').selectAll().where('id', '=', id).executeTakeFirst(),
    /** every group's product uuids, in their order (one query for the whole list) */
    groupItems: async (groupIds: number[]): Promise<Map<number, string[]>> => {
      const out = new Map<number, string[]>(groupIds.map((id) => [id, []]));
      if (groupIds.length === 0) return out;
      const rows = await db
        .selectFrom('product_group_items as gi')
        .innerJoin('products as p', 'p.id', 'gi.product_id')
        .select(['gi.group_id', 'p.uuid'])
        .where('gi.group_id', 'in', groupIds)
        .orderBy('gi.group_id')
        .orderBy('gi.sort')
        .execute();
      for (const r of rows) out.get(r.group_id)?.push(r.uuid);
      return out;
    },
    addGroup: async (owner: string, name: string, now: number, skey = ''): Promise<number> =>
      Number((await db.insertInto('product_groups').values({ owner, name, skey, created_at: now }).returning('id').executeTakeFirstOrThrow()).id),
    renameGroup: async (id: number, name: string): Promise<void> => void (await db.updateTable('product_groups').set({ name }).where('id', '=', id).execute()),
    setGroupItems: async (groupId: number, productIds: number[]): Promise<void> => {
      await db.deleteFrom('product_group_items').where('group_id', '=', groupId).execute();
      if (productIds.length > 0) await db.insertInto('product_group_items').values(productIds.map((product_id, sort) => ({ group_id: groupId, product_id, sort }))).execute();
    },
    removeGroup: async (id: number): Promise<void> => {
      await db.deleteFrom('product_group_items').where('group_id', '=', id).execute();
      await db.deleteFrom('product_groups').where('id', '=', id).execute();
    },

    paramDefs: (owner: string): Promise<ParamDefDbRow[]> => db.selectFrom('product_param_defs').selectAll().where('owner', '=', owner).orderBy('sort').execute(),
    /** Replaces the store's own definitions whole (item/commit sends the full list). */
    setParamDefs: async (owner: string, defs: Omit<ParamDefDbRow, 'owner' | 'sort'>[]): Promise<void> => {
      await db.deleteFrom('product_param_defs').where('owner', '=', owner).execute();
      if (defs.length > 0) await db.insertInto('product_param_defs').values(defs.map((d, sort) => ({ ...d, owner, sort }))).execute();
    },
  };
}
