import { orderedPages, pageOf } from '../../../shared/src/schema/doc';
import { addElement } from '../../../shared/src/schema/edit';
import { insertBlankPage } from '../../../shared/src/schema/page-ops';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { litSceneTable } from '../../../shared/src/sdb/lit-scene-table';
import type { Editor } from '../editor/editor';
import { resultTable } from '../editor/tools/tool-insert';
import type { PendingContent } from './pending-insert';

type T = (key: string, options?: Record<string, unknown>) => string;
type Draft = Omit<ElementJSON, 'id'>;

/**
 * What a pending insertion becomes on the destination deck: the page's name (the tool's title,
 * or 灯光场景) and its element, sized to that deck's page size, which only the editor knows.
 */
export function contentPage(content: PendingContent, page: { width: number; height: number }, t: T): { name: string; items: Draft[] } {
  if (content.kind === 'tool') {
    return { name: content.report.title, items: [resultTable(content.report, page, [t('toolsUi.itemHeader'), t('toolsUi.valueHeader')])] };
  }
  return { name: t('deckInsert.scenePage'), items: [litSceneTable(content.set, page)] };
}

/**
 * Appends one page at the end of the deck holding `items`, as one commit (one undo takes the
 * page and its elements away again), opens it and selects what it holds. Returns the new page's
 * id and its place (1-based), or null when the editor may not change the document.
 */
export function addContentPage(editor: Editor, name: string, items: Draft[]): { pageId: string; index: number } | null {
  if (editor.readOnly) return null;
  let pageId = '';
  const ids: string[] = [];
  editor.commit(() => {
    // no page to follow: the end of the deck, whichever page is open
    pageId = insertBlankPage(editor.doc, name);
    const page = pageOf(editor.doc, pageId)!;
    for (const item of items) ids.push(addElement(page, item));
  });
  if (!pageId) return null;
  editor.setPage(pageId);
  editor.select(ids);
  return { pageId, index: orderedPages(editor.doc).findIndex(([id]) => id === pageId) + 1 };
}
