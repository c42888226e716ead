import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { relativePositionToAbsolutePosition, ySyncPluginKey } from '@tiptap/y-tiptap';

/**
 * Keeps the caret where Yjs says it is when a colleague's change arrives (issue 22).
 *
 * The collaboration binding remembers the selection as Yjs relative positions before a remote
 * change (stuck to the character left of the caret, so one's own run continues there) — but
 * when it puts the selection back it second-guesses Yjs whenever the caret's paragraph text
 * changed (a heuristic meant for blocks moved by drag and drop), moving the caret by matching
 * old offsets. Two people typing in one paragraph always change its text, so every keystroke
 * of one could land the other's caret elsewhere: runs came apart and characters swapped places.
 * This puts back exactly what the relative positions resolve to, and leaves the binding's guess
 * only where Yjs cannot answer (the position's character was deleted).
 */
export const CaretKeeper = Extension.create({
  name: 'caretKeeper',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('lightkit-caret-keeper'),
        appendTransaction(transactions, _old, state) {
          if (!transactions.some((tr) => (tr.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined)?.isChangeOrigin)) return null;
          const binding = ySyncPluginKey.getState(state)?.binding;
          const before = binding?.beforeTransactionSelection as { type?: string; anchor: unknown; head: unknown } | null | undefined;
          if (!binding || !before || before.type !== 'text' || before.anchor === null || before.head === null) return null;
          const anchor = relativePositionToAbsolutePosition(binding.doc, binding.type, before.anchor, binding.mapping);
          const head = relativePositionToAbsolutePosition(binding.doc, binding.type, before.head, binding.mapping);
          if (anchor === null || head === null) return null;
          if (anchor === state.selection.anchor && head === state.selection.head) return null;
          const size = state.doc.content.size;
          if (anchor > size || head > size) return null;
          return state.tr.setSelection(TextSelection.between(state.doc.resolve(anchor), state.doc.resolve(head))).setMeta('addToHistory', false);
        },
      }),
    ];
  },
});
