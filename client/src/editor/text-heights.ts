import type * as Y from 'yjs';
import { changedElements, elementJSON } from '../../../shared/src/schema/doc';
import { isAutoHeight, type TextFields } from '../../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { fitPatch } from '../elements/text/fit';

/** How tall a text box must be for its text (the canvas layout, or a stand-in in tests). */
export type MeasureText = (el: ElementJSON) => number;

/** Fields whose change can change how tall a text is (besides the text itself). */
const LAYOUT_KEYS: ReadonlySet<string> = new Set(['tag', 'width', 'padding', 'lineHeight', 'autoHeight', 'valign']);

/**
 * Keeps auto-height text boxes as tall as their text. After each change made on this device that
 * added a text box or changed its text or layout, the box is measured and, when its height is
 * off, the height is written at once, with the change's own origin: it joins the same undo step
 * (the commit, or the typing burst Y.UndoManager merges), so Ctrl+Z takes text and height back
 * together.
 *
 * Only this device's own changes are followed. The person whose typing made a text grow writes
 * its height; everyone else draws it with that stored height, even where their fonts would
 * measure it a little differently, and never writes one back: two people never answer each
 * other's heights. (An auto-height box is not clipped, so such a difference shows no less text.)
 */
export function keepTextHeights(doc: Y.Doc, measure: MeasureText): () => void {
  const onTransaction = (tr: Y.Transaction) => {
    if (!tr.local) return;
    const fits: [Y.Map<unknown>, Record<string, number>][] = [];
    for (const element of changedElements(tr, LAYOUT_KEYS)) {
      if (element.get('tag') !== 'text') continue;
      const json = elementJSON('', element, 0);
      if (!json || !isAutoHeight(json as ElementJSON & TextFields)) continue;
      const patch = fitPatch(json, measure(json));
      if (patch) fits.push([element, patch]);
    }
    // runs after the change's own transaction has ended: Yjs queues this one right behind it
    if (fits.length > 0) doc.transact(() => fits.forEach(([el, patch]) => Object.entries(patch).forEach(([k, v]) => el.set(k, v))), tr.origin);
  };
  doc.on('afterTransaction', onTransaction);
  return () => doc.off('afterTransaction', onTransaction);
}
