import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../styles/product.css';
import '../../styles/product-filters.css';
import '../../styles/product-cards.css';
import '../../styles/product-states.css';
import '../../styles/product-panels.css';
import '../../styles/product-detail.css';
import { cartAtom, loadCart } from '../../products/cart-state';
import { activeFilters, emptyQuery, queryFromSearch, searchFromQuery, type FindStore, type ProductQuery } from '../../products/filters';
import { useProductList } from '../../products/useProductList';
import { userAtom } from '../../state/session';
import { anyLayerOpen } from '../../ui/layers';
import { useScreen } from '../../ui/screen';
import { CartDrawer } from './CartDrawer';
import { CategoryTree } from './CategoryTree';
import { FilterBar } from './FilterBar';
import { GroupChips } from './GroupChips';
import { ProductDetail } from './ProductDetail';
import { CartIcon, FilterIcon, TreeIcon } from './ProductIcons';
import { ProductResults } from './ProductResults';
import { SearchBox } from './SearchBox';
import { SidePanel } from './SidePanel';
import { StoreActions, StoreDialogs, storeRights, type StoreDialog } from './StoreActions';
import { StoreTabs } from './StoreTabs';

const LAYOUT_KEY = 'lk.productLayout';

/** The product library (产品助手, spec 000 §2 route `product`, issue 13). */
export default function ProductPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const company = user.type === 'company';
  const [params, setParams] = useSearchParams();
  const query = queryFromSearch(params, company);
  const uuid = params.get('uuid');
  const list = useProductList(query);
  const cart = useAtomValue(cartAtom);
  const { layout: screen } = useScreen();
  const phone = screen === 'phone';
  // below the desktop the filters fold behind a button, or they push the products off the screen
  const foldFilters = screen !== 'desktop';
  const [layout, setLayout] = useState<'cards' | 'rows'>(() => (localStorage.getItem(LAYOUT_KEY) === 'rows' ? 'rows' : 'cards'));
  const [cartOpen, setCartOpen] = useState(false);
  const [treeOpen, setTreeOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<StoreDialog | null>(null);
  // bumped when categories or groups change: the tree and the chips are read again
  const [taxonomy, setTaxonomy] = useState(0);

  useEffect(() => void loadCart(), []);
  // "/" puts the cursor in the search box, unless one is typing or a dialog is open
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement;
      if (e.key !== '/' || e.ctrlKey || e.metaKey || anyLayerOpen() || el.closest('input, textarea, select, [contenteditable=true]')) return;
      e.preventDefault();
      search.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const setQuery = (q: ProductQuery) => setParams(searchFromQuery(q, params));
  const setStore = (store: FindStore) => setParams(searchFromQuery({ ...emptyQuery(store), keyword: query.keyword, sort: query.sort }, params));
  const openProduct = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('uuid', id);
    else next.delete('uuid');
    setParams(next);
  };
  const { patch, reload } = list;
  const inFavor = query.store === 'favor';
  const changed = useCallback(
    (id: string, change: Parameters<typeof patch>[1]) => {
      patch(id, change);
      // a product no longer a favourite leaves 我的收藏
      if (change.favor === false && inFavor) reload();
    },
    [patch, reload, inFavor],
  );
  const realStore = query.store === 'favor' ? null : query.store;
  const filterCount = activeFilters(query);
  const rights = storeRights(user, realStore);

  const tree = realStore && <CategoryTree key={taxonomy} store={realStore} selected={query.category} onSelect={(category) => (setQuery({ ...query, category }), setTreeOpen(false))} />;
  return (
    <div className="product-page" data-testid="product-page">
      <div className="product-head">
        <h2>{t('productLibrary.title')}</h2>
        <div className="product-head-actions">
          {realStore && <StoreActions store={realStore} rights={rights} folded={phone} onOpen={setDialog} />}
          <button type="button" className="cart-button" aria-label={t('productLibrary.cartCount', { n: cart?.lines.length ?? 0 })} onClick={() => setCartOpen(true)} data-testid="cart-button">
            <CartIcon />
            <span className="cart-word">{t('productLibrary.cart')}</span>
            {(cart?.lines.length ?? 0) > 0 && (
              <span className="count-badge" data-testid="cart-badge">
                {cart!.lines.length}
              </span>
            )}
          </button>
        </div>
      </div>
      <StoreTabs store={query.store} company={company} onChange={setStore} />
      {query.store === 'system' && <p className="sample-note muted small">{t('productLibrary.sampleHint')}</p>}
      <div className="product-body">
        {!phone && tree && <aside className="product-side">{tree}</aside>}
        <section className="product-main">
          <SearchBox ref={search} userId={user.uuid} keyword={query.keyword} onSearch={(keyword) => setQuery({ ...query, keyword })} />
          {realStore && (
            <GroupChips key={taxonomy} store={realStore} selected={query.group} onSelect={(group) => setQuery({ ...query, group })} onEdit={rights.groups ? (group) => setDialog({ kind: 'group', group }) : undefined} />
          )}
          {foldFilters && (
            <div className="phone-tools">
              {phone && tree && (
                <button type="button" onClick={() => setTreeOpen(true)}>
                  <TreeIcon />
                  {t('productLibrary.categories')}
                </button>
              )}
              <button type="button" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((o) => !o)}>
                <FilterIcon />
                {t('productLibrary.filters')}
                {filterCount > 0 && <span className="count-badge">{filterCount}</span>}
              </button>
            </div>
          )}
          {(!foldFilters || filtersOpen) && <FilterBar query={query} onChange={setQuery} />}
          <ProductResults
            query={query}
            list={list}
            layout={layout}
            onLayout={(l) => (setLayout(l), localStorage.setItem(LAYOUT_KEY, l))}
            onSort={(sort) => setQuery({ ...query, sort })}
            onOpen={openProduct}
            onChange={changed}
            onClearFilters={() => setQuery({ ...emptyQuery(query.store) })}
          />
        </section>
      </div>
      {phone && treeOpen && tree && (
        <SidePanel kind="drawer" title={t('productLibrary.categories')} onClose={() => setTreeOpen(false)}>
          {tree}
        </SidePanel>
      )}
      {uuid && <ProductDetail key={uuid} uuid={uuid} onClose={() => openProduct(null)} onChange={changed} />}
      {realStore && (
        <StoreDialogs
          store={realStore}
          dialog={dialog}
          onClose={() => setDialog(null)}
          onProducts={reload}
          onTaxonomy={() => (setTaxonomy((n) => n + 1), reload())}
        />
      )}
      {cartOpen && <CartDrawer onClose={() => setCartOpen(false)} onRemoved={(id) => patch(id, { in_cart: false })} />}
    </div>
  );
}
