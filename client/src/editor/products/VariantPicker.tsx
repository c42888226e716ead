import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryProduct } from '../../../../shared/src/documents/doc-products';
import { priceText } from '../../products/format';

/**
 * Which variant of a product to add (its skus from product/get): each is a line of its own in
 * the document (lineKey product:sku), with its code, price and values such as 色温 3000K.
 */
export function VariantPicker({ product, onPick, onClose }: { product: LibraryProduct; onPick: (sku: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [sku, setSku] = useState(product.skus[0]?.id ?? '');
  const names = product.sku_names.map((n) => n.name);
  return (
    <div className="variant-picker" role="group" aria-label={t('docPanels.variant.title')}>
      <h4>
        {t('docPanels.variant.title')}：{product.name}
      </h4>
      {product.skus.map((s) => (
        <label key={s.id} className="check">
          <input type="radio" name="variant" checked={sku === s.id} onChange={() => setSku(s.id)} />
          <span>
            {s.values.map((v, i) => `${names[i] ?? ''} ${v}`.trim()).join(' · ')} {s.code && <span className="muted">{s.code}</span>} {priceText(s.price ?? product.price, product.unit)}
          </span>
        </label>
      ))}
      <label className="check">
        <input type="radio" name="variant" checked={sku === ''} onChange={() => setSku('')} />
        {t('docPanels.variant.itself')}
      </label>
      <div className="row-buttons">
        <button type="button" className="primary" onClick={() => onPick(sku)}>
          {t('docPanels.variant.choose')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
