import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STORES, type Product, type ProductRow, type ProductStore } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import { cachedProduct } from '../../products/product-cache';
import { SelectRow } from '../lighting-controls';
import '../../styles/product-link.css';
import { LINK_RESULTS, linkSearchInput, powerOf } from './link-search';

// 关联产品 (issue 14): a lamp's link to a library product, which the plan command counts into the
// document's lines. Several lamps selected are linked or unlinked together (set writes them all).

/** a search waits this long after the last key, so typing 筒灯 asks once, not per character */
const DEBOUNCE_MS = 250;

/** The linked product's code and name once fetched; null when the library no longer gives it. */
function useLinked(uuid: string): Product | null | undefined {
  // kept with the uuid it answers, so a lamp selected meanwhile never shows the last one's product
  const [answer, setAnswer] = useState<{ uuid: string; product: Product | null } | null>(null);
  useEffect(() => {
    if (!uuid) return;
    let live = true;
    cachedProduct(uuid).then(
      (product) => live && setAnswer({ uuid, product }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uuid]);
  if (!uuid) return null;
  return answer?.uuid === uuid ? answer.product : undefined;
}

export function ProductLinkField({ linked, set }: { linked: readonly string[]; set: (patch: { product: string | undefined }) => void }) {
  const { t } = useTranslation();
  const distinct = [...new Set(linked)];
  const one = distinct.length === 1 ? distinct[0]! : '';
  const product = useLinked(one);
  const [keyword, setKeyword] = useState('');
  const [store, setStore] = useState<ProductStore>('system');
  // results kept with the search they answer: an answer to an older search is never shown
  const [found, setFound] = useState<{ query: string; rows: ProductRow[] } | null>(null);
  // the set at the moment searching started: a pick lands on the lamps that were searched for
  const bound = useRef(set);
  const query = keyword.trim() === '' ? '' : `${store}:${keyword.trim()}`;

  useEffect(() => {
    if (query === '') return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      api('product/find', linkSearchInput(store, keyword), { showError: false, signal: abort.signal })
        .then((page) => setFound({ query, rows: page.rows.slice(0, LINK_RESULTS) }))
        .catch(() => !abort.signal.aborted && setFound({ query, rows: [] }));
    }, DEBOUNCE_MS);
    return () => (clearTimeout(timer), abort.abort());
  }, [query, keyword, store]);
  const rows = query !== '' && found?.query === query ? found.rows : null;
  const busy = query !== '' && rows === null;

  const shown = distinct.length > 1 ? t('planPaper.link.mixed') : !one ? t('planPaper.link.none') : product === null ? t('planPaper.link.gone') : product ? `${product.code} ${product.name}` : '…';
  const pick = (uuid: string | undefined) => {
    bound.current({ product: uuid });
    setKeyword('');
  };
  return (
    <fieldset className="product-link">
      <legend>{t('planPaper.link.label')}</legend>
      <p className="product-link-current" data-linked={one || undefined}>
        {shown}
      </p>
      {linked.some(Boolean) && (
        <button type="button" onClick={() => ((bound.current = set), pick(undefined))}>
          {t('planPaper.link.unlink')}
        </button>
      )}
      <SelectRow<ProductStore> label={t('planPaper.link.storeLabel')} value={store} options={PRODUCT_STORES.map((s) => [s, t(`planPaper.link.store.${s}`)] as const)} onChange={setStore} />
      <input type="search" aria-label={t('planPaper.link.search')} placeholder={t('planPaper.link.search')} value={keyword} maxLength={32} onFocus={() => (bound.current = set)} onChange={(e) => setKeyword(e.target.value)} />
      {busy && <p role="status">{t('planPaper.link.searching')}</p>}
      {rows && rows.length === 0 && <p role="status">{t('planPaper.link.noResults')}</p>}
      {rows && rows.length > 0 && (
        <ul className="product-link-results" role="listbox" aria-label={t('planPaper.link.label')}>
          {rows.map((row) => (
            <li key={row.uuid}>
              <button type="button" role="option" aria-selected={row.uuid === one} onClick={() => pick(row.uuid)}>
                <b>{row.code}</b> {row.name} {powerOf(row)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
