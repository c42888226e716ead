import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '../../../../shared/src/protocol/auth';
import type { CategoryNode, ProductGroup, ProductStore } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import { CategoryDialog, GroupDialog, ImportDialog, ParamDefsDialog } from '../../product-dialogs';
import { toast } from '../../state/toasts';
import { ContextMenu, type MenuItem } from '../../ui/ContextMenu';

/** What the signed-in account may change in a store (the server refuses the rest anyway). */
export interface StoreRights {
  /** products: new, import, parameter definitions, categories (mine; company for its admins) */
  products: boolean;
  /** curated groups: also the system store's, for global admins */
  groups: boolean;
}

export function storeRights(user: User, store: ProductStore | null): StoreRights {
  if (store === 'mine') return { products: true, groups: true };
  if (store === 'company') {
    const admin = user.type === 'company' && user.company_admin;
    return { products: admin, groups: admin };
  }
  if (store === 'system') return { products: false, groups: user.admin };
  return { products: false, groups: false };
}

export type StoreDialog = { kind: 'import' } | { kind: 'category' } | { kind: 'group'; group?: ProductGroup } | { kind: 'defs' };

interface ActionsProps {
  store: ProductStore;
  rights: StoreRights;
  /** on a phone the buttons fold into one 更多 menu */
  folded: boolean;
  onOpen: (dialog: StoreDialog) => void;
}

/** The library toolbar's buttons for a store one may write: 新建产品, 导入 Excel, 管理分类, 新建分组, 参数定义. */
export function StoreActions({ store, rights, folded, onOpen }: ActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const items: MenuItem[] = [];
  if (rights.products && store !== 'system') {
    items.push({ label: t('productLibrary.newProduct'), onSelect: () => navigate(`/product/edit?store=${store}`) });
    items.push({ label: t('productLibrary.importExcel'), onSelect: () => onOpen({ kind: 'import' }) });
    items.push({ label: t('productLibrary.manageCategories'), onSelect: () => onOpen({ kind: 'category' }) });
  }
  if (rights.groups) items.push({ label: t('productLibrary.newGroup'), onSelect: () => onOpen({ kind: 'group' }) });
  if (rights.products && store !== 'system') items.push({ label: t('productLibrary.paramDefs'), onSelect: () => onOpen({ kind: 'defs' }) });
  if (items.length === 0) return null;

  if (folded)
    return (
      <>
        <button
          type="button"
          className="store-action"
          aria-haspopup="menu"
          aria-expanded={menu !== null}
          data-testid="store-more"
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            setMenu({ x: box.right, y: box.bottom + 4 });
          }}
        >
          {t('productLibrary.more')}
        </button>
        {menu && <ContextMenu x={menu.x} y={menu.y} items={items} onClose={() => setMenu(null)} />}
      </>
    );
  return (
    <div className="store-actions" role="group" aria-label={t('productLibrary.storeActions')} data-testid="store-actions">
      {items.map((item) => (
        <button key={item.label} type="button" className="store-action" onClick={item.onSelect}>
          {item.label}
        </button>
      ))}
    </div>
  );
}

interface DialogsProps {
  store: ProductStore;
  dialog: StoreDialog | null;
  onClose: () => void;
  /** products were added: the list is asked again */
  onProducts: () => void;
  /** categories or groups changed: the tree and the chips are asked again */
  onTaxonomy: () => void;
}

/** The dialog a StoreActions button (or a group chip's menu) opened. */
export function StoreDialogs({ store, dialog, onClose, onProducts, onTaxonomy }: DialogsProps) {
  const { t } = useTranslation();
  const writable = store === 'system' ? null : store;
  if (!dialog) return null;
  if (dialog.kind === 'group') return <GroupDialog store={store} group={dialog.group} onSaved={onTaxonomy} onRemoved={onTaxonomy} onClose={onClose} />;
  if (!writable) return null;
  if (dialog.kind === 'import')
    return (
      <ImportDialog
        store={writable}
        onImported={(added) => {
          toast('success', t('productLibrary.imported', { count: added }));
          onProducts();
          onTaxonomy();
        }}
        onClose={onClose}
      />
    );
  if (dialog.kind === 'defs') return <ParamDefsDialog store={writable} onClose={onClose} />;
  return <NewCategory store={writable} onSaved={onTaxonomy} onClose={onClose} />;
}

/** 管理分类: a new category, under any of the store's (read first, for the parent picker). */
function NewCategory({ store, onSaved, onClose }: { store: 'company' | 'mine'; onSaved: () => void; onClose: () => void }) {
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
  const done = useRef(onClose);
  useEffect(() => {
    done.current = onClose;
  });
  useEffect(() => {
    let live = true;
    api('product/category', { store }).then(
      (nodes) => live && setTree(nodes),
      () => live && done.current(),
    );
    return () => {
      live = false;
    };
  }, [store]);
  if (!tree) return null;
  return <CategoryDialog store={store} categories={tree} onSaved={onSaved} onClose={onClose} />;
}
