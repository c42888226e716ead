import { useCallback, useState } from 'react';
import type { PanelTab } from '../../editor/products/ProductsPanel';

export interface SidePanels {
  /** compact layouts: the format panel opened on demand */
  formatOpen: boolean;
  /** the products panel, in the format panel's place (spec 001 §2: the right panel shows one at a time) */
  productsOpen: boolean;
  productsTab: PanelTab;
  toggleFormat: () => void;
  toggleProducts: () => void;
  openProducts: (tab: PanelTab) => void;
  setProductsTab: (tab: PanelTab) => void;
  closeProducts: () => void;
}

/** Which panel has the editor's right side: the format panel, or the products panel. */
export function useSidePanels(): SidePanels {
  const [formatOpen, setFormatOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(false);
  const [productsTab, setProductsTab] = useState<PanelTab>('library');
  // opening one closes the other: on a phone both would be the same sheet
  const toggleFormat = useCallback(() => {
    setProductsOpen(false);
    setFormatOpen((v) => !v);
  }, []);
  const toggleProducts = useCallback(() => {
    setFormatOpen(false);
    setProductsOpen((v) => !v);
  }, []);
  const openProducts = useCallback((tab: PanelTab) => {
    setFormatOpen(false);
    setProductsTab(tab);
    setProductsOpen(true);
  }, []);
  const closeProducts = useCallback(() => setProductsOpen(false), []);
  return { formatOpen, productsOpen, productsTab, toggleFormat, toggleProducts, openProducts, setProductsTab, closeProducts };
}
