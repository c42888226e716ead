import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { orderedPages } from '../../../shared/src/schema/doc';
import type { Editor } from '../editor/editor';
import { toast } from '../state/toasts';
import type { SyncStatus } from '../sync/status';
import { addContentPage, contentPage } from './insert-content';
import { takePendingInsert } from './pending-insert';

/**
 * The editor's half of 插入到文档…: once the deck is loaded (this device's copy read and, when
 * online, the server's pages arrived, so "the end" is the real end) it takes what the picker
 * left for it, exactly once, and appends it as a new page. A read-only deck refuses in words;
 * either way nothing is left to insert on a reload.
 */
export function useTakePendingInsert(docId: string, editor: Editor | null, status: SyncStatus, size: { width: number; height: number }, docName: string | undefined): void {
  const { t } = useTranslation();
  const ready = editor !== null && docName !== undefined && status !== 'loading' && status !== 'syncing' && orderedPages(editor.doc).length > 0;
  useEffect(() => {
    if (!ready || !editor) return;
    const content = takePendingInsert(docId);
    if (!content) return;
    if (editor.readOnly) return void toast('warning', t('deckInsert.readOnly'));
    const { name, items } = contentPage(content, size, t);
    const added = addContentPage(editor, name, items);
    if (added) toast('success', t('deckInsert.inserted', { doc: docName, n: added.index, page: name }));
    // the size and the name are read as they are when the deck becomes ready; later changes insert nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, editor, docId]);
}
