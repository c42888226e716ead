import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type * as Y from 'yjs';
import { pagesMap } from '../../../shared/src/schema/doc';
import { fillLegacyCover } from '../../../shared/src/templates/legacy-cover';
import { userAtom } from '../state/session';

/** Not the editor's own origin: filling an old cover is nobody's undo step. */
export const LEGACY_COVER_ORIGIN = 'lightkit:legacy-cover';

/**
 * An old deck's cover gets the logo and slogan items of spec 002 §3 when an editor opens it
 * (legacy-cover.ts decides which decks); a deck whose pages have not arrived yet is tried
 * again as they do. Never in read-only views.
 */
export function useLegacyCover(doc: Y.Doc, readOnly: boolean): void {
  const user = useAtomValue(userAtom);
  const logo = user?.setting.logo;
  const slogan = user?.setting.slogan;
  useEffect(() => {
    if (readOnly) return;
    const pages = pagesMap(doc);
    const fill = () => {
      if (pages.size > 0) fillLegacyCover(doc, { logo, slogan }, LEGACY_COVER_ORIGIN);
    };
    fill();
    pages.observe(fill);
    return () => pages.unobserve(fill);
  }, [doc, readOnly, logo, slogan]);
}
