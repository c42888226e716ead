import { useEffect } from 'react';
import type * as Y from 'yjs';
import { renumberDuplicateNos } from '../../../shared/src/documents/doc-products';
import { productItemsMap } from '../../../shared/src/schema/doc';

/** Not the editor's own origin: a renumbering caused by a merge is nobody's undo step. */
export const RENUMBER_ORIGIN = 'lightkit:renumber';

/**
 * Keeps list numbers unique (issue 14) after a merge: when an update from elsewhere (a
 * colleague, or this device's own offline edits meeting the server's) leaves two lines with
 * one number, the later one is renumbered. Every replica doing it writes the same numbers.
 * Not in read-only views, which must not write.
 */
export function useRenumberDuplicates(doc: Y.Doc, readOnly: boolean, origin: unknown): void {
  useEffect(() => {
    if (readOnly) return;
    const items = productItemsMap(doc);
    const check = () => void renumberDuplicateNos(doc, origin);
    check();
    // observed deep: a number typed into an existing line (its own map) counts too
    items.observeDeep(check);
    return () => items.unobserveDeep(check);
  }, [doc, readOnly, origin]);
}
