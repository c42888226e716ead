import { sql, type Kysely } from 'kysely';
import type { Schema } from '../schema';
import { lockKey } from './atomic';

// An account's cart and favourites (issue 13, spec 000 §9).

export type ProductCartRepo = ReturnType<typeof createProductCartRepo>;

export function createProductCartRepo(db: Kysely<Schema>) {
  return {
    /** Holds the account's cart until the transaction ends (count, then insert). */
    lock: (userId: number): Promise<void> => lockKey(db, `product_cart:${userId}`),
    lines: (userId: number) =>
      db.selectFrom('product_cart').select(['product_id', 'sku', 'quantity', 'added_at']).where('user_id', '=', userId).orderBy('added_at').orderBy('product_id').execute(),
    count: async (userId: number): Promise<number> =>
      Number((await db.selectFrom('product_cart').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n),
    has: async (userId: number, productId: number): Promise<boolean> =>
      (await db.selectFrom('product_cart').select('product_id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst()) !== undefined,
    add: async (userId: number, productId: number, sku: string, quantity: number, at: number): Promise<void> =>
      void (await db.insertInto('product_cart').values({ user_id: userId, product_id: productId, sku, quantity, added_at: at }).execute()),
    remove: async (userId: number, productIds: number[]): Promise<void> => {
      if (productIds.length > 0) await db.deleteFrom('product_cart').where('user_id', '=', userId).where('product_id', 'in', productIds).execute();
    },

    favor: async (userId: number, productId: number, at: number): Promise<void> =>
      void (await db.insertInto('product_favorites').values({ user_id: userId, product_id: productId, created_at: at }).onConflict((oc) => oc.doNothing()).execute()),
    unfavor: async (userId: number, productId: number): Promise<void> =>
      void (await db.deleteFrom('product_favorites').where('user_id', '=', userId).where('product_id', '=', productId).execute()),

    /** Which of these products the account has favoured and has in its cart (one query for both). */
    async flags(userId: number, productIds: number[]): Promise<{ favor: Set<number>; cart: Set<number> }> {
      const out = { favor: new Set<number>(), cart: new Set<number>() };
      if (productIds.length === 0) return out;
      const rows = await db
        .selectFrom('product_favorites')
        .select(['product_id', sql<string>`'f'`.as('kind')])
        .where('user_id', '=', userId)
        .where('product_id', 'in', productIds)
        .unionAll(db.selectFrom('product_cart').select(['product_id', sql<string>`'c'`.as('kind')]).where('user_id', '=', userId).where('product_id', 'in', productIds))
        .execute();
      for (const r of rows) (r.kind === 'f' ? out.favor : out.cart).add(Number(r.product_id));
      return out;
    },
  };
}
