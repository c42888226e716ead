import type { z } from 'zod';
import type { Lang } from '../../../shared/src/i18n';
import { translate } from '../../../shared/src/i18n';
import { Code } from '../../../shared/src/protocol/codes';
import { CART_MAX, type AddCartSchema, type CartLine } from '../../../shared/src/protocol/product';
import { cartLineView } from '../products/product-view';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';
import { callerOf, canRead } from './product-access';
import type { ProductService } from './products';

export type ProductCartService = ReturnType<typeof createProductCartService>;

/** The cart (spec 000 §9): at most CART_MAX rows, one per product. */
export function createProductCartService({ repos, products, now }: { repos: Repos; products: ProductService; now: () => number }) {
  return {
    /** The lines as the products are now; a product no longer readable (left a company) drops out. */
    async lines(userId: number): Promise<CartLine[]> {
      const caller = await callerOf(repos, userId);
      const lines = await repos.productCart.lines(userId);
      const ids = lines.map((l) => l.product_id);
      const rows = new Map((await repos.products.byIds(ids)).map((r) => [Number(r.id), r]));
      const skus = await repos.products.skusOf(lines.filter((l) => l.sku !== '').map((l) => l.product_id));
      const out: CartLine[] = [];
      for (const l of lines) {
        const row = rows.get(l.product_id);
        if (!row || !canRead(caller, row.owner)) continue;
        const sku = l.sku === '' ? undefined : skus.find((s) => Number(s.product_id) === l.product_id && s.sid === l.sku);
        out.push(cartLineView(row, sku, Number(l.quantity)));
      }
      return out;
    },

    async add(userId: number, lang: Lang, input: z.output<typeof AddCartSchema>): Promise<{ message: string; count: number }> {
      const caller = await callerOf(repos, userId);
      return repos.transaction(async (tx) => {
        const row = await products.readable(caller, input.uuid, tx);
        if (input.sku !== '' && !(await tx.products.skus(row.id)).some((s) => s.sid === input.sku)) throw new AppError(Code.REFUSED, 'product.skuValuesMismatch');
        // count, then insert: the lock keeps two tabs from both adding the 50th
        await tx.productCart.lock(userId);
        if (await tx.productCart.has(userId, row.id)) throw new AppError(Code.REFUSED, 'product.cartHas');
        const count = await tx.productCart.count(userId);
        if (count >= CART_MAX) throw new AppError(Code.REFUSED, 'product.cartFull', { max: CART_MAX });
        await tx.productCart.add(userId, row.id, input.sku, input.quantity, now());
        return { message: translate(lang, 'product.cartAdded'), count: count + 1 };
      });
    },

    /** Takes the products out; uuids not in the cart (or not readable) are simply not there. */
    async remove(userId: number, lang: Lang, uuids: string[]): Promise<{ message: string; count: number }> {
      return repos.transaction(async (tx) => {
        const ids = (await tx.products.byUuids(uuids)).map((p) => Number(p.id));
        await tx.productCart.remove(userId, ids);
        return { message: translate(lang, 'product.cartRemoved'), count: await tx.productCart.count(userId) };
      });
    },
  };
}
