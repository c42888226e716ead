import { useEffect, useState } from 'react';
import { PARAM_DEFS, type ParamDef } from '../../../../shared/src/products/params';
import type { CategoryNode, Product } from '../../../../shared/src/protocol/product';
import { api, ApiError } from '../../api/client';

// What the editor needs before it can show a form: the product (when editing), the store's
// parameter definitions and its category tree. One state for all three, so the page shows one
// loading state and one error, not three half-drawn sections.

export type EditorData =
  | { state: 'loading' }
  | { state: 'error'; key: string; message: string }
  | { state: 'ready'; key: string; product: Product | null; store: 'company' | 'mine'; defs: ParamDef[]; categories: CategoryNode[] };

/** The store's definitions first, then the built-in ones it does not redefine. */
export function mergeDefs(store: readonly ParamDef[]): ParamDef[] {
  return [...store, ...PARAM_DEFS.filter((d) => !store.some((s) => s.id === d.id))];
}

type Ready = Extract<EditorData, { state: 'ready' }>;

async function fetchEditorData(uuid: string | null, storeParam: string | null, key: string, signal: AbortSignal): Promise<Ready> {
  const product = uuid ? await api('product/load', { uuid }, { showError: false, signal }) : null;
  const store = product ? (product.store === 'company' ? 'company' : 'mine') : storeParam === 'company' ? 'company' : 'mine';
  // without definitions or categories the form still works (built-in definitions, uncategorised)
  const [defs, categories] = await Promise.all([
    api('product/item/get', { store }, { showError: false, signal }).catch(() => []),
    api('product/category', { store }, { showError: false, signal }).catch(() => []),
  ]);
  return { state: 'ready', key, product, store, defs: mergeDefs(defs), categories };
}

export function useEditorData(uuid: string | null, storeParam: string | null) {
  const [data, setData] = useState<EditorData>({ state: 'loading' });
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  const [attempt, setAttempt] = useState(0);
  // what this page asks for; an answer for an earlier address (or attempt) reads as still loading
  const key = `${uuid ?? ''}|${storeParam ?? ''}|${attempt}`;

  useEffect(() => {
    const ask = new AbortController();
    fetchEditorData(uuid, storeParam, key, ask.signal).then(
      (ready) => (setCategories(ready.categories), setData(ready)),
      // the server's words (产品不存在…); a network failure has its own
      (e: unknown) => ask.signal.aborted || setData({ state: 'error', key, message: e instanceof ApiError ? e.message : String(e) }),
    );
    return () => ask.abort();
  }, [uuid, storeParam, key]);

  const reload = () => setAttempt((n) => n + 1);
  const refreshCategories = async (store: 'company' | 'mine') => setCategories(await api('product/category', { store }));
  return { data: data.state !== 'loading' && data.key !== key ? ({ state: 'loading' } as const) : data, categories, reload, refreshCategories };
}
