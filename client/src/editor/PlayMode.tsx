import { useState } from 'react';
import type * as Y from 'yjs';
import { shownPages, shownStart } from '../../../shared/src/schema/shown-pages';
import { PlayScreen } from './play/PlayScreen';
import { usePageJSON, usePageList } from './usePage';
import { useDocData } from '../documents/doc-data';

/**
 * The editor's play: the document's shown pages (skipped ones are left out, and the counter
 * counts only the shown), live (a colleague's edit shows while presenting), from the page being
 * edited, or the next shown one when that page is skipped; leaving returns to the page last
 * shown. When every page is skipped the screen says so, rather than presenting nothing.
 */
export function PlayMode({ doc, startPage, size, onExit }: { doc: Y.Doc; startPage: string; size: { width: number; height: number }; onExit: (pageId: string) => void }) {
  const all = usePageList(doc);
  const pages = shownPages(all);
  const [index, setIndex] = useState(() => Math.max(0, shownStart(all, startPage)));
  // kept inside the shown pages as they change under a presenter (a colleague skips one)
  const shown = Math.max(0, Math.min(index, pages.length - 1));
  const current = pages[shown];
  const page = usePageJSON(doc, current?.id ?? '');
  const docData = useDocData(doc);
  return (
    <PlayScreen
      docData={docData}
      count={pages.length}
      index={shown}
      page={current ? page : null}
      size={size}
      onIndex={setIndex}
      onExit={() => onExit(current?.id ?? startPage)}
      empty={pages.length === 0}
    />
  );
}
