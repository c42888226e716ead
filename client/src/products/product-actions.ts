import i18next from 'i18next';
import type { Product } from '../../../shared/src/protocol/product';
import { api } from '../api/client';
import { toast } from '../state/toasts';

// Favourites and copies: calls whose failure the API layer toasts by itself (spec 000 §8).

/** Favourites a product or takes it out; answers the new state, or the old one if it failed. */
export async function setFavor(uuid: string, on: boolean): Promise<boolean> {
  try {
    await api(on ? 'product/favor' : 'product/unfavor', { uuid });
    toast('success', i18next.t(on ? 'productLibrary.favored' : 'productLibrary.unfavored'));
    return on;
  } catch {
    return !on;
  }
}

/** Copies a product into my products (product/clone); the copy, or null when refused. */
export async function cloneProduct(uuid: string): Promise<Product | null> {
  const copy = await api('product/clone', { uuid }).catch(() => null);
  if (copy) toast('success', i18next.t('productLibrary.cloned'));
  return copy;
}

/** The editor's address for a product, or for a new one in my products. */
export const editorPath = (uuid?: string) => (uuid ? `/product/edit?uuid=${uuid}` : '/product/edit?store=mine');
