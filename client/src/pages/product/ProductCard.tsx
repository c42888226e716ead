import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../../shared/src/protocol/product';
import { keyParams, priceText } from '../../products/format';
import { CartIcon, LampPlaceholder, StarIcon } from './ProductIcons';

interface Props {
  row: ProductRow;
  layout: 'cards' | 'rows';
  onOpen: () => void;
  onFavor: () => void;
  onCart: () => void;
}

/** A product's cover, or a neutral lamp drawing when it has none. */
export function ProductCover({ src, className = 'product-cover' }: { src: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={src ? className : `${className} empty`} role={src ? undefined : 'img'} aria-label={src ? undefined : t('productLibrary.noCover')}>
      {src ? <img src={src} alt="" loading="lazy" draggable={false} /> : <LampPlaceholder />}
    </div>
  );
}

/**
 * One product of the list: a card in the grid, a row in the list (the CSS decides). A click or
 * tap anywhere on it opens the detail (the keyboard reaches that as the cover's button); the
 * star and the cart are buttons of their own and do only what they say.
 */
export function ProductCard({ row, layout, onOpen, onFavor, onCart }: Props) {
  const { t } = useTranslation();
  const price = priceText(row.price, row.unit);
  const params = keyParams(row.params);
  return (
    <article
      className={`product-card product-${layout}`}
      data-testid="product-card"
      data-code={row.code}
      onClick={(e) => {
        const button = (e.target as HTMLElement).closest('button');
        if (!button || button.classList.contains('product-open')) onOpen();
      }}
    >
      <button type="button" className="product-open" aria-label={t('productLibrary.open', { name: row.name })}>
        <ProductCover src={row.cover} />
      </button>
      <div className="product-info">
        <h3 className="product-name">{row.name}</h3>
        <div className="product-meta muted small">
          {row.sample && layout === 'rows' && <span className="sample-badge">{t('product.sample')}</span>}
          <span className="product-code">{row.code}</span>
          {row.brand && <span>{row.brand}</span>}
          {row.sku_count > 0 && <span className="variant-count">{t('productLibrary.variants', { n: row.sku_count })}</span>}
        </div>
        {params.length > 0 && (
          <ul className="key-params" aria-label={t('productLibrary.params')}>
            {params.map((p) => (
              <li key={p.id}>{p.text}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="product-foot">
        <span className={price ? 'product-price' : 'product-price none'}>{price ?? t('productLibrary.noPrice')}</span>
        <span className="product-buttons">
          <button type="button" className={row.favor ? 'icon-button star on' : 'icon-button star'} aria-pressed={row.favor} aria-label={t(row.favor ? 'productLibrary.unfavor' : 'productLibrary.favor')} title={t(row.favor ? 'productLibrary.unfavor' : 'productLibrary.favor')} onClick={onFavor} data-testid="favor">
            <StarIcon on={row.favor} />
          </button>
          <button type="button" className={row.in_cart ? 'icon-button cart in' : 'icon-button cart'} aria-label={t(row.in_cart ? 'productLibrary.inCart' : 'productLibrary.addCart')} title={t(row.in_cart ? 'productLibrary.inCart' : 'productLibrary.addCart')} onClick={onCart} data-testid="add-cart">
            <CartIcon />
          </button>
        </span>
      </div>
      {row.sample && layout === 'cards' && <span className="sample-corner">{t('product.sample')}</span>}
    </article>
  );
}
