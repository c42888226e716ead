import { useEffect, useState } from 'react';
import { SOURCE_PAGE_LIMIT, type SourceItem } from '../../../../shared/src/protocol/source-library';
import { api } from '../../api/client';

export type PickLibrary = '0' | 'share';

export interface PhotometryList {
  rows: SourceItem[];
  status: 'loading' | 'ready' | 'error';
  error: string;
  more: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

interface Loaded {
  key: string;
  rows: SourceItem[];
  total: number;
  page: number;
  status: PhotometryList['status'];
  error: string;
}

const find = (dir: PickLibrary, keyword: string, page: number) => api('source/find', { dir, keyword, page, kind: 'photometry' }, { showError: false });

/**
 * The lighting data files of one library (mine '0' or the shared one), 40 a page, read again
 * when the library or keyword changes. Only source/find's kind 'photometry' is asked, so the
 * list never holds a picture the product could not take.
 */
export function usePhotometryList(dir: PickLibrary, keyword: string): PhotometryList {
  const [version, setVersion] = useState(0);
  const key = `${dir}\n${keyword}\n${version}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', rows: [], total: 0, page: 1, status: 'loading', error: '' });
  const [loadingMore, setLoadingMore] = useState(false);
  // another library's or keyword's rows are never shown, not even for a frame
  const data: Loaded = loaded.key === key ? loaded : { key, rows: [], total: 0, page: 1, status: 'loading', error: '' };

  useEffect(() => {
    let live = true;
    find(dir, keyword, 1).then(
      (res) => live && setLoaded({ key, rows: res.rows, total: res.total, page: 1, status: 'ready', error: '' }),
      (err: unknown) => live && setLoaded({ key, rows: [], total: 0, page: 1, status: 'error', error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [dir, keyword, key]);

  const more = data.status === 'ready' && data.rows.length < data.total && data.rows.length >= data.page * SOURCE_PAGE_LIMIT;
  const loadMore = () => {
    if (!more || loadingMore) return;
    setLoadingMore(true);
    const next = data.page + 1;
    find(dir, keyword, next)
      .then(
        (res) =>
          setLoaded((d) => {
            if (d.key !== key) return d;
            // an item that moved between pages is listed once
            const seen = new Set(d.rows.map((r) => r.id));
            return { ...d, rows: [...d.rows, ...res.rows.filter((r) => !seen.has(r.id))], total: res.total, page: next };
          }),
        (err: unknown) => setLoaded((d) => (d.key === key ? { ...d, status: 'error', error: err instanceof Error ? err.message : String(err) } : d)),
      )
      .finally(() => setLoadingMore(false));
  };
  return { rows: data.rows, status: data.status, error: data.error, more, loadingMore, loadMore, reload: () => setVersion((v) => v + 1) };
}
