import { useCallback, useEffect, useRef, useState } from 'react';
import { SOURCE_PAGE_LIMIT, type SourceItem } from '../../../shared/src/protocol/source-library';
import { findSources, isMissingCall } from './source-api';
import { appendPage, hasMore, needsPolling, prependUploads, refreshRows, TRANSCODE_POLL_MS } from './rows';

export type ListStatus = 'loading' | 'ready' | 'error' | 'missing';

export interface SourceList {
  rows: SourceItem[];
  status: ListStatus;
  error: string;
  /** a next page is being read */
  loadingMore: boolean;
  more: boolean;
  loadMore: () => void;
  reload: () => void;
  /** fresh uploads shown at once, before the server lists them */
  addUploads: (items: SourceItem[]) => void;
}

interface Loaded {
  /** the folder, keyword and reload count these rows are for */
  key: string;
  rows: SourceItem[];
  status: ListStatus;
  error: string;
  more: boolean;
}

/**
 * One folder's materials, 40 a page (spec 000 §9), read again when the folder or the keyword
 * changes. A server without source/find yet ("missing") is told apart from a failure, so the
 * screen can still take uploads and show them.
 */
export function useSourceList(dir: string, keyword: string): SourceList {
  const [version, setVersion] = useState(0);
  const key = `${dir}\n${keyword}\n${version}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', rows: [], status: 'loading', error: '', more: false });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = useRef(1);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  // rows of another folder or keyword are never shown, not even for a frame
  const data: Loaded = loaded.key === key ? loaded : { key, rows: [], status: 'loading', error: '', more: false };

  useEffect(() => {
    const ctl = new AbortController();
    abort.current?.abort();
    abort.current = ctl;
    page.current = 1;
    busy.current = true;
    findSources({ dir, page: 1, keyword }, ctl.signal).then(
      (res) => {
        if (ctl.signal.aborted) return;
        busy.current = false;
        setLoaded({ key, rows: res.rows, status: 'ready', error: '', more: hasMore(res.rows.length, res.rows.length, res.limit || SOURCE_PAGE_LIMIT, res.total) });
      },
      (err: unknown) => {
        if (ctl.signal.aborted) return;
        busy.current = false;
        setLoaded({ key, rows: [], status: isMissingCall(err) ? 'missing' : 'error', error: err instanceof Error ? err.message : String(err), more: false });
      },
    );
    return () => ctl.abort();
  }, [dir, keyword, key]);

  // videos still transcoding: the first page is read again until they are done (spec 000 §4)
  const polling = data.status === 'ready' && needsPolling(data.rows);
  useEffect(() => {
    if (!polling) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      findSources({ dir, page: 1, keyword }, ctl.signal).then(
        (res) => setLoaded((d) => (d.key === key ? { ...d, rows: refreshRows(d.rows, res.rows) } : d)),
        () => undefined,
      );
    }, TRANSCODE_POLL_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [polling, dir, keyword, key, data.rows]);

  const more = data.more;
  const loadMore = useCallback(() => {
    if (busy.current || !more) return;
    busy.current = true;
    setLoadingMore(true);
    const next = page.current + 1;
    const signal = abort.current?.signal;
    findSources({ dir, page: next, keyword }, signal)
      .then(
        (res) => {
          if (signal?.aborted) return;
          page.current = next;
          setLoaded((d) => {
            const rows = appendPage(d.rows, res.rows);
            return { ...d, rows, more: hasMore(rows.length, res.rows.length, res.limit || SOURCE_PAGE_LIMIT, res.total) };
          });
        },
        (err: unknown) => {
          if (signal?.aborted) return;
          setLoaded((d) => ({ ...d, error: err instanceof Error ? err.message : String(err), more: false }));
        },
      )
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [dir, keyword, more]);

  const addUploads = useCallback((items: SourceItem[]) => setLoaded((d) => ({ ...d, rows: prependUploads(d.rows, items) })), []);

  return { rows: data.rows, status: data.status, error: data.error, loadingMore, more, loadMore, reload: useCallback(() => setVersion((v) => v + 1), []), addUploads };
}
