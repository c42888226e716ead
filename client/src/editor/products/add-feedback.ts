import type { TFunction } from 'i18next';
import { toast } from '../../state/toasts';
import type { ActionResult } from './product-actions';

/**
 * Says how adding went: the product's name, or the refusal in the person's language (a product
 * already in the list: 'This product is exist', spec 001 §5), for the toast's 5 seconds.
 */
export function tellAdded(t: TFunction, r: ActionResult): boolean {
  if (r.ok) toast('success', t('docPanels.added', { name: r.name }));
  else toast('warning', t(r.key));
  return r.ok;
}
