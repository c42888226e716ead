import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { orderedPages, pagesMap } from '../../../shared/src/schema/doc';
import { isSkipped } from '../../../shared/src/schema/shown-pages';
import { pageStore } from './page-store';
import type { PageJSON } from '../../../shared/src/schema/types';
import type { Editor } from './editor';

/** Re-renders on every editor state change (page, selection, zoom, editing). */
export function useEditorState(editor: Editor): number {
  return useSyncExternalStore(editor.subscribe, editor.getVersion);
}

/**
 * One page as JSON, re-read when something inside that page changes (not on every edit of the
 * document), shared by every component showing it; unchanged elements keep their objects.
 */
export function usePageJSON(doc: Y.Doc, pageId: string): PageJSON | null {
  const store = pageStore(doc, pageId);
  return useSyncExternalStore(store.subscribe, store.get);
}

export interface PageEntry {
  id: string;
  name: string;
  /** left out of play, the shared viewer and exports (shown-pages.ts) */
  skip: boolean;
}

const readList = (doc: Y.Doc): PageEntry[] =>
  orderedPages(doc).map(([id, p]) => ({ id, name: typeof p.get('name') === 'string' ? (p.get('name') as string) : '', skip: isSkipped({ skip: p.get('skip') }) }));

/** the page-level keys the list shows */
const LIST_KEYS = ['order', 'name', 'skip'];

/**
 * The pages in order with their names and skip marks; changes of page content do not re-render
 * it. Another document (a version's preview) is read at once: the list must never show the
 * previous one's.
 */
export function usePageList(doc: Y.Doc): PageEntry[] {
  const [state, setState] = useState(() => ({ doc, list: readList(doc) }));
  // set while rendering: React renders again at once with it, before anything reaches the screen
  if (state.doc !== doc) setState({ doc, list: readList(doc) });
  useEffect(() => {
    const update = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
      // only changes of the page-level keys it shows matter here
      if (events.some((e) => e.path.length <= 1 && (e.path.length === 0 || LIST_KEYS.some((k) => e.changes.keys.has(k))))) {
        setState({ doc, list: readList(doc) });
      }
    };
    pagesMap(doc).observeDeep(update);
    return () => pagesMap(doc).unobserveDeep(update);
  }, [doc]);
  return state.list;
}
