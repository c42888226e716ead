import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { ySyncPluginKey } from '@tiptap/y-tiptap';

interface Options {
  /** holds (true) or releases (false) colleagues' incoming edits: the document session does it */
  holdRemote: (hold: boolean) => void;
}

/** After the input method's last event, how long to wait for ProseMirror's own final read. */
const SETTLE_MS = 60;

/**
 * Input methods (Chinese pinyin, Japanese, Korean) and co-editing (issue 22). While a
 * composition is open nothing goes into the shared document: the collaboration binding would
 * otherwise send the unconfirmed pinyin ("zhaoming…") to everyone, and a colleague's edit
 * re-rendering the paragraph under the composition left pinyin stuck in the text. So: the
 * binding's write is deferred while composing, colleagues' edits are held by the session, and
 * when the composition ends the chosen characters are written first, then the held edits apply
 * around them (the caret restored from Yjs positions).
 */
export const CompositionGuard = Extension.create<Options>({
  name: 'compositionGuard',
  addOptions() {
    return { holdRemote: () => undefined };
  },
  addProseMirrorPlugins() {
    const { holdRemote } = this.options;
    return [
      new Plugin({
        key: new PluginKey('lightkit-composition-guard'),
        view(view: EditorView) {
          const binding = ySyncPluginKey.getState(view.state)?.binding as { _prosemirrorChanged: (doc: unknown) => void; mux: (fn: () => void) => void } | undefined;
          if (!binding) return {};
          const write = binding._prosemirrorChanged.bind(binding);
          let composing = false;
          let deferred = false;
          let settle: ReturnType<typeof setTimeout> | null = null;
          binding._prosemirrorChanged = (doc: unknown) => {
            if (composing || view.composing) {
              deferred = true;
              return;
            }
            write(doc);
          };
          const start = () => {
            if (settle) clearTimeout(settle);
            settle = null;
            if (!composing) holdRemote(true);
            composing = true;
          };
          const end = () => {
            if (settle) clearTimeout(settle);
            // ProseMirror reads the committed text a moment after compositionend: wait for it
            settle = setTimeout(() => {
              settle = null;
              if (view.composing) return end();
              composing = false;
              if (deferred) {
                deferred = false;
                binding.mux(() => write(view.state.doc));
              }
              holdRemote(false);
            }, SETTLE_MS);
          };
          // The tab hides or closes between compositionend and the settle: the chosen characters
          // are committed text, so they are written now rather than left in the view. An open
          // composition (unconfirmed pinyin) is not the user's text yet and stays out.
          const flush = () => {
            if (settle === null || !deferred) return;
            clearTimeout(settle);
            settle = null;
            composing = false;
            deferred = false;
            binding.mux(() => write(view.state.doc));
            holdRemote(false);
          };
          const flushIfHidden = () => document.visibilityState === 'hidden' && flush();
          view.dom.addEventListener('compositionstart', start);
          view.dom.addEventListener('compositionend', end);
          window.addEventListener('pagehide', flush);
          document.addEventListener('visibilitychange', flushIfHidden);
          return {
            destroy() {
              view.dom.removeEventListener('compositionstart', start);
              view.dom.removeEventListener('compositionend', end);
              window.removeEventListener('pagehide', flush);
              document.removeEventListener('visibilitychange', flushIfHidden);
              if (settle) clearTimeout(settle);
              binding._prosemirrorChanged = write;
              if (composing) holdRemote(false);
            },
          };
        },
      }),
    ];
  },
});
