import { pageOf } from '../../../shared/src/schema/doc';
import { setPageField } from '../../../shared/src/schema/page-ops';
import { isSkipped } from '../../../shared/src/schema/shown-pages';
import type { Editor } from './editor';

// The page list's 跳过此页 / 取消跳过 (issue 15). Kept out of editor.ts, which is long enough:
// it needs nothing of the editor but its document and its commit.

/** Is this page of the editor's document marked skipped? */
export const pageSkipped = (editor: Editor, id: string): boolean => isSkipped({ skip: pageOf(editor.doc, id)?.get('skip') });

/**
 * Skips the page, or shows it again, as one commit with the editor's origin (one undo step,
 * undone only by whoever did it). Showing it again removes the field rather than writing
 * false: a page shown again is stored like one that was never skipped.
 */
export function toggleSkip(editor: Editor, id: string): void {
  const skip = !pageSkipped(editor, id);
  editor.commit(() => setPageField(editor.doc, id, 'skip', skip || undefined));
}
