import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductRow } from '../../../shared/src/protocol/product';
import { api } from '../api/client';
import { hasMore } from '../desktop/paging';
import { findInput, type ProductQuery } from './filters';

export interface ProductList {
  rows: ProductRow[];
  /** products matching, over all pages; null until the first page is in */
  total: number | null;
  loading: boolean;
  /** the last page could not be loaded (shown with a retry) */
  failed: boolean;
  more: boolean;
  loadMore: () => void;
  reload: () => void;
  /** a row changed here (favourite, in the cart) without asking the server again */
  patch: (uuid: string, change: Partial<ProductRow>) => void;
}

/** One query's products, 40 at a time (issue 13), the next page when asked. */
export function useProductList(query: ProductQuery): ProductList {
  const [rows, setRows] = useState<ProductRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState(false);
  const pages = useRef(0);
  const busy = useRef(false);
  // a newer query makes the answers of an older one land nowhere
  const generation = useRef(0);
  const key = JSON.stringify(query);

  const fetchPage = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const gen = generation.current;
    setLoading(true);
    setFailed(false);
    try {
      const page = pages.current + 1;
      const q = JSON.parse(key) as ProductQuery;
      // errors are shown in the list (with a retry), not as a toast as well
      const answer = await api('product/find', findInput(q, page), { showError: false });
      if (gen !== generation.current) return;
      pages.current = page;
      setRows((prev) => (page === 1 ? answer.rows : [...prev, ...answer.rows.filter((r) => !prev.some((p) => p.uuid === r.uuid))]));
      setTotal(answer.total);
      setMore(hasMore('products', page, answer.rows.length, answer.limit) && page * answer.limit < answer.total);
    } catch {
      if (gen === generation.current) setFailed(true);
    } finally {
      if (gen === generation.current) {
        busy.current = false;
        setLoading(false);
      }
    }
  }, [key]);

  const reload = useCallback(() => {
    generation.current++;
    pages.current = 0;
    busy.current = false;
    setMore(false);
    void fetchPage();
  }, [fetchPage]);

  // a new query starts from an empty list (adjusted while rendering, as React advises)
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setRows([]);
    setTotal(null);
    setLoading(true);
    setFailed(false);
  }
  // asked on the next tick: a burst of changes (chips pressed in a row, React's double mount in
  // development) sends one request, and the render that emptied the list is not held up
  useEffect(() => {
    const timer = setTimeout(reload, 0);
    return () => clearTimeout(timer);
  }, [reload]);

  const patch = useCallback((uuid: string, change: Partial<ProductRow>) => setRows((prev) => prev.map((r) => (r.uuid === uuid ? { ...r, ...change } : r))), []);

  return { rows, total, loading, failed, more, loadMore: () => void fetchPage(), reload, patch };
}
