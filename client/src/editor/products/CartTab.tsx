import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import { ProductCover } from '../../pages/product/ProductCard';
import { toast } from '../../state/toasts';
import type { Editor } from '../editor';
import { tellAdded } from './add-feedback';
import { addLibraryProduct, fetchProduct } from './product-actions';

/** 购物车: the signed-in person's cart (product/cart), line by line or all at once into the document. */
export function CartTab({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<CartLine[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // bumped by 重试: the cart is asked again, from the loading state
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api('product/cart', undefined, { showError: false }).then(
      (answer) => live && setLines(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const load = () => {
    setFailed(false);
    setLines(null);
    setAttempt((n) => n + 1);
  };

  const addOne = async (line: CartLine) => {
    setBusy(true);
    const product = await fetchProduct(line.uuid);
    setBusy(false);
    if (!product) return toast('error', t('docPanels.addFailed'));
    tellAdded(t, addLibraryProduct(editor, product, line.sku));
  };
  // one by one, so each product is read as the library has it now; those already in the list are counted, not toasted
  const addAll = async () => {
    if (!lines) return;
    setBusy(true);
    let added = 0;
    let skipped = 0;
    for (const line of lines) {
      const product = await fetchProduct(line.uuid);
      if (!product) continue;
      if (addLibraryProduct(editor, product, line.sku).ok) added++;
      else skipped++;
    }
    setBusy(false);
    toast('success', t('docPanels.cart.addedAll', { count: added }));
    if (skipped > 0) toast('info', t('docPanels.cart.skipped', { count: skipped }));
  };

  if (failed)
    return (
      <p className="field-error" role="alert">
        {t('docPanels.cart.failed')}{' '}
        <button type="button" className="link" onClick={load}>
          {t('common.retry')}
        </button>
      </p>
    );
  if (!lines) return <p className="muted small" role="status">{t('docPanels.loading')}</p>;
  if (lines.length === 0) return <p className="muted small">{t('docPanels.cart.empty')}</p>;
  return (
    <div className="cart-tab">
      <button type="button" className="primary" disabled={busy} onClick={() => void addAll()}>
        {t('docPanels.cart.addAll')}
      </button>
      <ul className="panel-products">
        {lines.map((line) => (
          <li key={`${line.uuid}:${line.sku}`} className="panel-product">
            <ProductCover src={line.cover} className="panel-thumb" />
            <div className="panel-product-text">
              <span className="code">{line.code}</span>
              <span className="name">{line.name}</span>
            </div>
            <button type="button" disabled={busy} onClick={() => void addOne(line)}>
              {t('docPanels.cart.addOne')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
