import { useState } from 'react';
import type * as Y from 'yjs';
import { PlayScreen } from './play/PlayScreen';
import { usePageJSON, usePageList } from './usePage';
import { useDocData } from '../documents/doc-data';

/**
 * The editor's play: the document's pages, live (a colleague's edit shows while presenting),
 * from the page being edited; leaving returns to the page last shown.
 */
export function PlayMode({ doc, startPage, size, onExit }: { doc: Y.Doc; startPage: string; size: { width: number; height: number }; onExit: (pageId: string) => void }) {
  const pages = usePageList(doc);
  const [index, setIndex] = useState(() => Math.max(0, pages.findIndex((p) => p.id === startPage)));
  const shown = Math.min(index, pages.length - 1);
  const current = pages[shown];
  const page = usePageJSON(doc, current?.id ?? '');
  const docData = useDocData(doc);
  return <PlayScreen docData={docData} count={pages.length} index={Math.max(0, shown)} page={page} size={size} onIndex={setIndex} onExit={() => onExit(current?.id ?? startPage)} />;
}
