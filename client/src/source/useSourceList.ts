import { useCallback, useEffect, useRef, useState } from 'react';
import { SOURCE_PAGE_LIMIT, type SourceItem, type SourceKind } from '../../../shared/src/protocol/source-library';
import { api, type CallOptions } from '../api/client';
import { appendPage, applyTransStates, hasMore, pollIds, prependUploads, TRANSCODE_POLL_MS } from './rows';

const findSources = (query: { dir: string; page: number; keyword: string; kind: SourceKind }, signal?: AbortSignal) => api('source/find', query, { showError: false, signal } satisfies CallOptions);

export type ListStatus = 'loading' | 'ready' | 'error';

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
 * changes; `kind` 'image' lists pictures only (the editor's dialog). `onTranscoded` hears of
 * videos whose transcoding finished while they were shown (the screen then asks for their cover).
 */
export function useSourceList(dir: string, keyword: string, onTranscoded?: (ids: string[]) => void, kind: SourceKind = 'all'): SourceList {
  const onFinished = useRef(onTranscoded);
  useEffect(() => {
    onFinished.current = onTranscoded;
  });
  const [version, setVersion] = useState(0);
  const key = `${dir}\n${keyword}\n${kind}\n${version}`;
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
    findSources({ dir, page: 1, keyword, kind }, ctl.signal).then(
      (res) => {
        if (ctl.signal.aborted) return;
        busy.current = false;
        setLoaded({ key, rows: res.rows, status: 'ready', error: '', more: hasMore(res.rows.length, res.rows.length, res.limit || SOURCE_PAGE_LIMIT, res.total) });
      },
      (err: unknown) => {
        if (ctl.signal.aborted) return;
        busy.current = false;
        setLoaded({ key, rows: [], status: 'error', error: err instanceof Error ? err.message : String(err), more: false });
      },
    );
    return () => ctl.abort();
  }, [dir, keyword, kind, key]);

  // videos still transcoding (trans_state 0) are asked about every 5 s through source/trans-state;
  // asking stops once each is done (1) or failed (-1), and a finished one reloads the list (spec 000 §4)
  const waiting = data.status === 'ready' ? pollIds(data.rows).join(',') : '';
  useEffect(() => {
    if (waiting === '') return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      api('source/trans-state', { ids: waiting.split(',').map(Number) }, { showError: false, signal: ctl.signal }).then(
        (states) => {
          if (ctl.signal.aborted) return;
          const finished = states.some((s) => s.trans_state === 1);
          setLoaded((d) => (d.key === key ? { ...d, rows: applyTransStates(d.rows, states) } : d));
          if (finished) {
            onFinished.current?.(states.filter((s) => s.trans_state === 1).map((s) => String(s.id)));
            setVersion((v) => v + 1);
          }
        },
        () => undefined,
      );
    }, TRANSCODE_POLL_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [waiting, key, data.rows]);

  const more = data.more;
  const loadMore = useCallback(() => {
    if (busy.current || !more) return;
    busy.current = true;
    setLoadingMore(true);
    const next = page.current + 1;
    const signal = abort.current?.signal;
    findSources({ dir, page: next, keyword, kind }, signal)
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
  }, [dir, keyword, kind, more]);

  const addUploads = useCallback((items: SourceItem[]) => setLoaded((d) => ({ ...d, rows: prependUploads(d.rows, items) })), []);

  return { rows: data.rows, status: data.status, error: data.error, loadingMore, more, loadMore, reload: useCallback(() => setVersion((v) => v + 1), []), addUploads };
}
