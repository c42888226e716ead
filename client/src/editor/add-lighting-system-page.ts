import { newLightingSystemPage } from '../../../shared/src/lighting/system-page';
import { pageOf } from '../../../shared/src/schema/doc';
import { addElement } from '../../../shared/src/schema/edit';
import { insertBlankPage } from '../../../shared/src/schema/page-ops';
import type { Editor } from './editor';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Adds the lighting-system page (issue 10) after the open page and opens it. The page and its
 * tables are one commit, so one undo takes the whole page away again.
 */
export function addLightingSystemPage(editor: Editor, t: T): string {
  const { name, items } = newLightingSystemPage(t);
  let id = '';
  editor.commit(() => {
    id = insertBlankPage(editor.doc, name, editor.pageId || undefined);
    const page = pageOf(editor.doc, id)!;
    for (const item of items) addElement(page, item);
  });
  if (id) editor.setPage(id);
  return id;
}
