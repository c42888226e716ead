import type { ParamValue } from '../../../shared/src/products/params';
import { paramText } from '../../../shared/src/products/params';

// How money and the key parameters of a product read on cards, rows, the detail and the cart.

/** ¥ with thousands separators and two decimals (spec 000 §9: the currency symbol is ¥). */
export function yuan(price: number): string {
  const [int, dec] = Math.abs(price).toFixed(2).split('.') as [string, string];
  return `${price < 0 ? '-' : ''}¥${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}

/** "¥1,280.00 / 个"; null when the product has no price (the caller says 询价). */
export function priceText(price: number | null, unit = ''): string | null {
  if (price === null) return null;
  return unit ? `${yuan(price)} / ${unit}` : yuan(price);
}

/** The parameters a card shows, in this order: power, colour temperature, beam angle, Ra. */
export const KEY_PARAMS = ['power', 'cct', 'beam', 'ra'] as const;

/** The key parameters a product has, as the display rules word them ("12 W", "3000K", "24°", "90 Ra"). */
export function keyParams(params: readonly ParamValue[]): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  for (const id of KEY_PARAMS) {
    const p = params.find((x) => x.id === id);
    const text = p ? paramText(p) : '';
    if (text !== '') out.push({ id, text });
  }
  return out;
}
