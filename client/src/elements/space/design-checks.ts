import { createContext, useContext, useSyncExternalStore } from 'react';

// Whether a page is drawn for its designer or for a client. A space's pass / warn / fail badge is
// the designer's working check, not something to hand a client: the editor's canvas says so
// (true) around its elements, and everything else that draws pages (the viewer, play mode,
// thumbnails, PDF / PPT / image export, covers) keeps the default and shows the room's outline
// and title only.

export const DesignChecksContext = createContext(false);
export const useDesignChecks = (): boolean => useContext(DesignChecksContext);

// The space whose figures are open (its badge hovered, or tapped on a touch screen). Kept outside
// the space's own drawing so the editor draws the figures in a layer above every element: lamps
// placed after the room would cover them otherwise.
let open: string | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const l of listeners) l();
};

export const openSpaceFigures = {
  subscribe(onChange: () => void) {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  },
  get: (): string | null => open,
  show(id: string) {
    if (open === id) return;
    open = id;
    tell();
  },
  /** closes the figures of `id` (a later hover of another space has already replaced them) */
  hide(id: string) {
    if (open !== id) return;
    open = null;
    tell();
  },
  toggle(id: string) {
    open = open === id ? null : id;
    tell();
  },
};

export const useOpenSpaceFigures = (): string | null => useSyncExternalStore(openSpaceFigures.subscribe, openSpaceFigures.get);
