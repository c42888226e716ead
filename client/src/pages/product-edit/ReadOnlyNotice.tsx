import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import { toast } from '../../state/toasts';

/** A product the user may not change (the built-in catalogue, or a company's for a non-admin): copy it instead. */
export function ReadOnlyNotice({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const mine = await api('product/clone', { uuid: product.uuid });
      toast('success', t('productEditor.cloned'));
      navigate(`/product/edit?uuid=${mine.uuid}`, { replace: true });
    } catch {
      // api() toasted the refusal
      setBusy(false);
    }
  };
  return (
    <section className="empty-state pe-readonly" data-testid="product-readonly">
      <h2>{t('productEditor.readOnlyTitle')}</h2>
      <p className="pe-readonly-name">
        {product.name} <span className="muted">{product.code}</span>
      </p>
      <p>{t('productEditor.readOnlyText', { store: t(`product.stores.${product.store}`) })}</p>
      <div className="pe-readonly-actions">
        <button type="button" onClick={() => navigate(`/product?store=${product.store}&uuid=${product.uuid}`)}>
          {t('productEditor.backToLibrary')}
        </button>
        <button type="button" className="primary" disabled={busy} onClick={() => void copy()}>
          {t('productEditor.cloneToMine')}
        </button>
      </div>
    </section>
  );
}
