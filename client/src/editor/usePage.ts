import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { orderedPages, pageJSON, pageOf, pagesMap } from '../../../shared/src/schema/doc';
import type { PageJSON } from '../../../shared/src/schema/types';
import type { Editor } from './editor';

/** Re-renders on every editor state change (page, selection, zoom, editing). */
export function useEditorState(editor: Editor): number {
  return useSyncExternalStore(editor.subscribe, editor.getVersion);
}

/**
 * One page as JSON, recomputed only when something inside that page changes (not on every
 * edit of the document), at most once per animation frame.
 */
export function usePageJSON(doc: Y.Doc, pageId: string): PageJSON | null {
  const read = () => {
    const page = pageOf(doc, pageId);
    return page ? pageJSON(pageId, page) : null;
  };
  const [json, setJson] = useState<PageJSON | null>(read);
  useEffect(() => {
    const page = pageOf(doc, pageId);
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const current = pageOf(doc, pageId);
        setJson(current ? pageJSON(pageId, current) : null);
      });
    };
    update();
    page?.observeDeep(update);
    // the page itself may be replaced or deleted
    pagesMap(doc).observe(update);
    return () => {
      cancelAnimationFrame(frame);
      page?.unobserveDeep(update);
      pagesMap(doc).unobserve(update);
    };
  }, [doc, pageId]);
  return json;
}

export interface PageEntry {
  id: string;
  name: string;
}

const readList = (doc: Y.Doc): PageEntry[] => orderedPages(doc).map(([id, p]) => ({ id, name: typeof p.get('name') === 'string' ? (p.get('name') as string) : '' }));

/**
 * The pages in order with their names; changes of page content do not re-render it. Another
 * document (a version's preview) is read at once: the list must never show the previous one's.
 */
export function usePageList(doc: Y.Doc): PageEntry[] {
  const [state, setState] = useState(() => ({ doc, list: readList(doc) }));
  // set while rendering: React renders again at once with it, before anything reaches the screen
  if (state.doc !== doc) setState({ doc, list: readList(doc) });
  useEffect(() => {
    const update = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
      // only order and name changes (page-level keys) matter here
      if (events.some((e) => e.path.length <= 1 && (e.path.length === 0 || e.changes.keys.has('order') || e.changes.keys.has('name')))) {
        setState({ doc, list: readList(doc) });
      }
    };
    pagesMap(doc).observeDeep(update);
    return () => pagesMap(doc).unobserveDeep(update);
  }, [doc]);
  return state.list;
}
