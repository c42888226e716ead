import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryProduct } from '../../../../shared/src/documents/doc-products';
import { FIND_STORES, type ProductRow } from '../../../../shared/src/protocol/product';
import { emptyQuery, KEYWORD_MAX, type FindStore } from '../../products/filters';
import { priceText } from '../../products/format';
import { useProductList } from '../../products/useProductList';
import { toast } from '../../state/toasts';
import type { Editor } from '../editor';
import { tellAdded } from './add-feedback';
import { addLibraryProduct, fetchProduct, insertProductList } from './product-actions';
import { ProductCover } from '../../pages/product/ProductCard';
import { VariantPicker } from './VariantPicker';

/** Typing pauses this long before the library is asked: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 350;

/** 产品库: search a store of the library and add a product (or one of its variants) to the document. */
export function LibraryTab({ editor, size }: { editor: Editor; size: { width: number; height: number } }) {
  const { t } = useTranslation();
  const [store, setStore] = useState<FindStore>('system');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useProductList({ ...emptyQuery(store), keyword });
  const [busy, setBusy] = useState<string | null>(null);
  const [picking, setPicking] = useState<LibraryProduct | null>(null);

  const add = async (row: ProductRow) => {
    setBusy(row.uuid);
    const product = await fetchProduct(row.uuid);
    setBusy(null);
    if (!product) return toast('error', t('docPanels.addFailed'));
    // a product sold in variants: the person picks which (or the product itself)
    if (product.skus.length > 0) return setPicking(product);
    tellAdded(t, addLibraryProduct(editor, product));
  };
  const placeList = () => {
    const r = insertProductList(editor, size);
    if (!r.ok) toast('warning', t(r.key));
  };

  return (
    <div className="library-tab">
      <input className="library-search" type="search" aria-label={t('docPanels.keyword')} placeholder={t('docPanels.keyword')} maxLength={KEYWORD_MAX} value={typed} onChange={(e) => setTyped(e.target.value)} />
      <div className="segmented" role="group" aria-label={t('docPanels.tabs.library')}>
        {FIND_STORES.map((s) => (
          <button key={s} type="button" aria-pressed={store === s} className={store === s ? 'active' : undefined} onClick={() => setStore(s)}>
            {t(`docPanels.stores.${s}`)}
          </button>
        ))}
      </div>
      {picking && (
        <VariantPicker
          product={picking}
          onPick={(sku) => {
            setPicking(null);
            tellAdded(t, addLibraryProduct(editor, picking, sku));
          }}
          onClose={() => setPicking(null)}
        />
      )}
      <ul className="panel-products" aria-busy={list.loading}>
        {list.rows.map((row) => (
          <li key={row.uuid} className="panel-product" data-testid="library-result">
            <ProductCover src={row.cover} className="panel-thumb" />
            <div className="panel-product-text">
              <span className="code">{row.code}</span>
              <span className="name">{row.name}</span>
              <span className="price">{priceText(row.price, row.unit) ?? t('docPanels.noPrice')}</span>
            </div>
            <button type="button" disabled={busy !== null} onClick={() => void add(row)}>
              {busy === row.uuid ? t('docPanels.adding') : t('docPanels.add')}
            </button>
          </li>
        ))}
      </ul>
      {list.loading && <p className="muted small" role="status">{t('docPanels.loading')}</p>}
      {!list.loading && list.failed && (
        <p className="field-error" role="alert">
          {t('docPanels.loadFailed')}{' '}
          <button type="button" className="link" onClick={list.reload}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {!list.loading && !list.failed && list.rows.length === 0 && <p className="muted small">{t('docPanels.noResults')}</p>}
      {list.more && !list.loading && (
        <button type="button" onClick={list.loadMore}>
          {t('docPanels.more')}
        </button>
      )}
      <button type="button" className="panel-insert-list" onClick={placeList}>
        {t('docPanels.insertList')}
      </button>
    </div>
  );
}
