import type { Product } from '../../../shared/src/protocol/product';
import { api, ApiError, NETWORK_ERROR } from '../api/client';

// Library products by uuid, asked for once per tab: a lamp's inspector shows its linked
// product's code and name on every selection, and the plan command fetches each linked product;
// neither should ask again for what this tab already knows.

/** uuid → the product, or null when the library says it is gone or not ours to see */
const known = new Map<string, Promise<Product | null>>();

/** The product (fetched once); null when the library refuses it. A network failure is not kept. */
export function cachedProduct(uuid: string): Promise<Product | null> {
  let answer = known.get(uuid);
  if (!answer) {
    answer = api('product/get', { uuid }, { showError: false }).catch((err: unknown) => {
      // offline or timed out: the next look may succeed, so this one is forgotten
      if (!(err instanceof ApiError) || err.code === NETWORK_ERROR) known.delete(uuid);
      if (err instanceof ApiError && err.code !== NETWORK_ERROR) return null;
      throw err;
    });
    known.set(uuid, answer);
  }
  return answer;
}
