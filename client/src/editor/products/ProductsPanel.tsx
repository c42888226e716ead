import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '../editor';
import { useEditorState } from '../usePage';
import { CartTab } from './CartTab';
import { LibraryTab } from './LibraryTab';
import { QuantityTab } from './QuantityTab';
import { SelectedTab } from './SelectedTab';
import { SettingsTab } from './settings/SettingsTab';
import '../../styles/products-panel.css';

export const PANEL_TABS = ['library', 'cart', 'selected', 'quantity', 'settings'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

interface Props {
  editor: Editor;
  size: { width: number; height: number };
  /** the tab to show first (the list's 编辑产品 opens 已选产品 for a product the library will not edit) */
  tab?: PanelTab;
  onTab?: (tab: PanelTab) => void;
  onClose: () => void;
}

/**
 * The editor's products panel (spec 001 §2: product store, cart, selected products,
 * quantity-price and the document's settings), shown in the format panel's place.
 */
export function ProductsPanel({ editor, size, tab: asked, onTab, onClose }: Props) {
  const { t } = useTranslation();
  useEditorState(editor);
  const [own, setOwn] = useState<PanelTab>('library');
  const tab = asked ?? own;
  const choose = (next: PanelTab) => (onTab ? onTab(next) : setOwn(next));
  return (
    <aside className="format-panel products-panel" aria-label={t('docPanels.title')} data-testid="products-panel">
      <div className="products-panel-head">
        <h3>{t('docPanels.title')}</h3>
        <button type="button" className="icon-button" aria-label={t('docPanels.close')} title={t('docPanels.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="products-tabs" role="tablist">
        {PANEL_TABS.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'active' : undefined} onClick={() => choose(id)}>
            {t(`docPanels.tabs.${id}`)}
          </button>
        ))}
      </div>
      {/* a view-only document shows its products and settings, and changes nothing */}
      <fieldset className="products-tab-body" role="tabpanel" disabled={editor.readOnly}>
        {/* the library stays mounted: its store, keyword and results are there on coming back */}
        <div hidden={tab !== 'library'}>
          <LibraryTab editor={editor} size={size} />
        </div>
        {tab === 'cart' && <CartTab editor={editor} />}
        {tab === 'selected' && <SelectedTab editor={editor} />}
        {tab === 'quantity' && <QuantityTab editor={editor} />}
        {tab === 'settings' && <SettingsTab editor={editor} />}
      </fieldset>
    </aside>
  );
}
