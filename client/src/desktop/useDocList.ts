import { useCallback, useEffect, useRef, useState } from 'react';
import type { Row } from '../../../shared/src/protocol/workspace';
import { api, ApiError, NETWORK_ERROR } from '../api/client';
import { db } from '../storage/db';
import { hasMore } from './paging';

export interface DocList {
  rows: Row[];
  loading: boolean;
  /** showing the cached copy because the server could not be reached */
  offline: boolean;
  /** the server refused the view (a folder that is gone) */
  missing: boolean;
  more: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** Documents created on this device that the server has not confirmed yet, as list rows. */
async function pendingRows(view: string): Promise<Row[]> {
  if (view !== 'latest' && view !== 'mine') return [];
  const pending = await db.pendingCreates.toArray();
  return pending
    .filter((p) => view === 'latest' || p.dir === '')
    .map((p) => ({ id: p.id, pid: p.dir, name: p.name, type: p.type, template: p.template, star: 0, favor: 0, open_time: '', open_at: null, create_time: p.at, update_time: p.at, cover: null }));
}

const merge = (first: Row[], rest: Row[]) => [...first, ...rest.filter((r) => !first.some((f) => f.id === r.id))];

/**
 * One desktop view (latest, star, mine, favor, or a folder): the cached first page at once,
 * then the server's pages; the cache is refreshed with what the server says.
 */
export function useDocList(userId: string, view: string, keyword = ''): DocList {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [offline, setOffline] = useState(false);
  const [missing, setMissing] = useState(false);
  const [more, setMore] = useState(false);
  const pages = useRef(0);
  const busy = useRef(false);
  const generation = useRef(0);
  const cacheKey = `${userId}:${view}:${keyword}`;

  const fetchPage = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const gen = generation.current;
    setLoading(true);
    try {
      const page = pages.current + 1;
      const answer = await api('doc/find', { dir: view, page, keyword }, { showError: false });
      if (gen !== generation.current) return;
      pages.current = page;
      const pending = page === 1 ? await pendingRows(view) : [];
      setRows((prev) => (page === 1 ? merge(pending, answer.rows) : merge(prev, answer.rows)));
      setMore(hasMore(view, page, answer.rows.length, answer.limit));
      setOffline(false);
      setMissing(false);
      if (page === 1) await db.lists.put({ key: cacheKey, rows: answer.rows, at: Date.now() });
    } catch (err) {
      if (gen === generation.current && err instanceof ApiError) {
        if (err.code === NETWORK_ERROR) setOffline(true);
        else setMissing(true);
      }
    } finally {
      busy.current = false;
      if (gen === generation.current) setLoading(false);
    }
  }, [view, keyword, cacheKey]);

  const reload = useCallback(() => {
    generation.current++;
    pages.current = 0;
    busy.current = false;
    void (async () => {
      const cached = await db.lists.get(cacheKey);
      const pending = await pendingRows(view);
      setRows(merge(pending, cached?.rows ?? []));
      await fetchPage();
    })();
  }, [cacheKey, view, fetchPage]);

  useEffect(() => {
    reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);

  return { rows, loading, offline, missing, more, loadMore: () => void fetchPage(), reload };
}
