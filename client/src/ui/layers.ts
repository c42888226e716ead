/**
 * The open menus, popovers and dialogs, topmost last. Esc closes the topmost one, and only that
 * one: the key never reaches what lies underneath (the editor's Esc would otherwise clear the
 * selection behind an open menu, and two stacked dialogs would both close).
 */
interface Layer {
  /** may do nothing (a dialog that must be answered): the layer still keeps the key */
  close: () => void;
}

const layers: Layer[] = [];

function onKeyDown(e: KeyboardEvent): void {
  // Esc while an input method is composing cancels the composition, nothing else
  if (e.key !== 'Escape' || e.isComposing || layers.length === 0) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  layers[layers.length - 1]!.close();
}

/** Puts a layer on top; the returned function takes it off wherever it is in the stack. */
export function pushLayer(layer: Layer): () => void {
  // the capture phase on window runs before any element's (or React's) own Esc handling
  if (layers.length === 0) window.addEventListener('keydown', onKeyDown, true);
  layers.push(layer);
  return () => {
    const at = layers.indexOf(layer);
    if (at >= 0) layers.splice(at, 1);
    if (layers.length === 0) window.removeEventListener('keydown', onKeyDown, true);
  };
}

/** Is a menu or dialog open? Page-wide shortcuts yield to it. */
export const anyLayerOpen = (): boolean => layers.length > 0;
