import { atom } from 'jotai';
import i18next from 'i18next';
import { CART_MAX, type CartLine } from '../../../shared/src/protocol/product';
import { api, ApiError } from '../api/client';
import { store } from '../state/store';
import { toast } from '../state/toasts';
import { trimCart } from './cart-limit';

// The cart (spec 000 §7 product/cart, addcart, removecart) as the page and its drawer share it:
// one atom, so the toolbar badge, the cards' "in cart" and the drawer agree.

export interface CartState {
  lines: CartLine[];
  /** 50 lines: adding more is refused, and the drawer says so */
  full: boolean;
}

/** null until the cart has been loaded once */
export const cartAtom = atom<CartState | null>(null);

export async function loadCart(): Promise<void> {
  const lines = await api('product/cart', {}, { showError: false }).catch(() => null);
  if (lines) store.set(cartAtom, trimCart(lines));
}

/**
 * Adds a product (a variant of it when `sku` is given). The server's own words are shown:
 * "已加入购物车", or the refusal "购物车中已有该产品". Answers whether it is in the cart now.
 */
export async function addToCart(uuid: string, sku = ''): Promise<boolean> {
  const state = store.get(cartAtom);
  if (state?.full && !state.lines.some((l) => l.uuid === uuid)) {
    toast('warning', i18next.t('product.cartFull', { max: CART_MAX }));
    return false;
  }
  try {
    const answer = await api('product/addcart', { uuid, sku, quantity: 1 }, { showError: false });
    const refused = answer.message === i18next.t('product.cartHas');
    toast(refused ? 'warning' : 'success', answer.message);
    await loadCart();
    return true;
  } catch (err) {
    // a refusal may also come as a failed call; its message is the one to show
    if (err instanceof ApiError) toast('warning', err.message);
    await loadCart();
    return store.get(cartAtom)?.lines.some((l) => l.uuid === uuid) ?? false;
  }
}

export async function removeFromCart(uuid: string): Promise<void> {
  const answer = await api('product/removecart', { uuids: [uuid] }).catch(() => null);
  if (answer) toast('success', answer.message);
  await loadCart();
}
