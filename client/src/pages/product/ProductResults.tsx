import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../../shared/src/protocol/product';
import { addToCart } from '../../products/cart-state';
import { activeFilters, SORTS, type ProductQuery, type ProductSort } from '../../products/filters';
import { setFavor } from '../../products/product-actions';
import type { ProductList } from '../../products/useProductList';
import { ProductCard } from './ProductCard';

interface Props {
  query: ProductQuery;
  list: ProductList;
  layout: 'cards' | 'rows';
  onLayout: (l: 'cards' | 'rows') => void;
  onSort: (s: ProductSort) => void;
  onOpen: (uuid: string) => void;
  onChange: (uuid: string, change: Partial<ProductRow>) => void;
  onClearFilters: () => void;
}

/** The total, sort and layout switch over the products, then the cards or rows, 40 more at the end. */
export function ProductResults({ query, list, layout, onLayout, onSort, onOpen, onChange, onClearFilters }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { more, loading, failed, loadMore } = list;
  // infinite paging: the next page when the end of the list comes near (spec 000 §9: 40 px)
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || failed) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !loading && loadMore(), { rootMargin: '0px 0px 40px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, loading, failed, loadMore]);

  const favor = async (row: ProductRow) => onChange(row.uuid, { favor: await setFavor(row.uuid, !row.favor) });
  const cart = async (row: ProductRow) => onChange(row.uuid, { in_cart: await addToCart(row.uuid) });
  const filtered = query.keyword !== '' || activeFilters(query) > 0 || query.category > 0 || query.group > 0;
  const emptyHint = filtered ? 'emptyHint' : query.store === 'favor' ? 'emptyFavor' : query.store === 'mine' ? 'emptyMine' : 'emptyHint';

  return (
    <>
      <div className="results-head">
        <span className="results-total" data-testid="product-total" aria-live="polite">
          {list.total === null ? '' : t('productLibrary.total', { n: list.total })}
        </span>
        <select className="sort-select" aria-label={t('productLibrary.sort')} value={query.sort} onChange={(e) => onSort(e.target.value as ProductSort)}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`productLibrary.sorts.${s}`)}
            </option>
          ))}
        </select>
        <div className="view-switch" role="group">
          {(['cards', 'rows'] as const).map((l) => (
            <button key={l} type="button" aria-pressed={layout === l} onClick={() => onLayout(l)}>
              {t(`productLibrary.${l}`)}
            </button>
          ))}
        </div>
      </div>
      {list.rows.length === 0 && !loading && !failed && (
        <section className="empty-state product-empty" data-testid="product-empty">
          <h3>{t('productLibrary.emptyTitle')}</h3>
          <p className="muted">{t(`productLibrary.${emptyHint}`)}</p>
          {filtered && (
            <button type="button" onClick={onClearFilters}>
              {t('productLibrary.clearFilters')}
            </button>
          )}
        </section>
      )}
      {list.rows.length === 0 && loading && (
        <div className={`product-list product-list-${layout}`} aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className={`product-card product-${layout} product-skeleton`}>
              <div className="product-cover" />
              <div className="product-info">
                <span className="bone" />
                <span className="bone short" />
              </div>
            </div>
          ))}
        </div>
      )}
      {list.rows.length > 0 && (
        <div className={`product-list product-list-${layout}`} data-testid="product-list">
          {list.rows.map((row) => (
            <ProductCard key={row.uuid} row={row} layout={layout} onOpen={() => onOpen(row.uuid)} onFavor={() => void favor(row)} onCart={() => void cart(row)} />
          ))}
        </div>
      )}
      <div ref={sentinel} className="list-end">
        {failed ? (
          <div className="product-error" role="alert" data-testid="product-error">
            <span>{t('productLibrary.error')}</span>
            <button type="button" onClick={list.rows.length ? loadMore : list.reload}>
              {t('common.retry')}
            </button>
          </div>
        ) : loading ? (
          <span className="product-loading" data-testid="product-loading">
            <span className="spinner" aria-hidden="true" />
            {t('productLibrary.loading')}
          </span>
        ) : more ? (
          <button type="button" onClick={loadMore}>
            {t('productLibrary.loadMore')}
          </button>
        ) : list.rows.length > 0 ? (
          <span className="muted small">{t('productLibrary.end')}</span>
        ) : null}
      </div>
    </>
  );
}
