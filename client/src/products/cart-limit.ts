import { CART_MAX, type CartLine } from '../../../shared/src/protocol/product';

/**
 * The cart as shown: at most 50 lines (spec 000 §9, "trimmed on the client"), so an answer
 * longer than that (an older server, a cart filled elsewhere) never grows the drawer past it.
 */
export function trimCart(lines: readonly CartLine[]): { lines: CartLine[]; full: boolean } {
  return { lines: lines.slice(0, CART_MAX), full: lines.length >= CART_MAX };
}

/** The cart total in yuan, of the lines that have a price; null when none has. */
export function cartTotal(lines: readonly Pick<CartLine, 'amount' | 'quantity'>[]): number | null {
  const priced = lines.filter((l) => l.amount !== null);
  if (priced.length === 0) return null;
  // in fen, so 0.1 + 0.2 adds up to 0.30 and not 0.30000000000000004
  return priced.reduce((sum, l) => sum + Math.round(l.amount! * 100) * l.quantity, 0) / 100;
}
