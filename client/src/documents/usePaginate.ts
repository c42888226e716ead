import { useEffect } from 'react';
import { docTable } from '../../../shared/src/documents/tables';
import type { Editor } from '../editor/editor';
import { watchPagination } from './watch-pagination';

/** The editor's pagination of long tables (watch-pagination.ts); a read-only editor never writes. */
export function usePaginate(editor: Pick<Editor, 'doc' | 'readOnly'>, pageSize: { width: number; height: number }): void {
  const { doc, readOnly } = editor;
  const { width, height } = pageSize;
  useEffect(() => (readOnly ? undefined : watchPagination(doc, { width, height }, docTable)), [doc, readOnly, width, height]);
}
