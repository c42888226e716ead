import { useEffect } from 'react';
import { anyLayerOpen } from '../../ui/layers';
import { ACTIONS, type ActionContext } from './actions';
import { matches } from './shortcuts';

/** While an outline is drawn, its overlay has the keys (Enter, Esc, Backspace); zooming still works. */
const WHILE_DRAWING = new Set(['zoomIn', 'zoomOut', 'fitPage', 'actualSize']);

/** Typing in a field, or in the text editor, keeps its keys. */
function inField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/** Runs the action whose shortcut a key press matches (document-wide while the editor is open). */
export function useShortcuts(ctx: ActionContext | null): void {
  useEffect(() => {
    if (!ctx) return;
    const onKey = (e: KeyboardEvent) => {
      // an open menu or dialog has the keys (Esc closes it, never the selection behind it)
      if (inField(e.target) || ctx.editor.editing || anyLayerOpen()) return;
      const action = ACTIONS.find((a) => a.shortcuts?.some((s) => matches(e, s)));
      if (!action || (ctx.editor.drawing && !WHILE_DRAWING.has(action.id))) return;
      e.preventDefault();
      if (action.enabled?.(ctx) !== false) action.perform(ctx);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ctx]);
}
