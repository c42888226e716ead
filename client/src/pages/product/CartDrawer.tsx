import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CART_MAX } from '../../../../shared/src/protocol/product';
import { cartTotal } from '../../products/cart-limit';
import { cartAtom, removeFromCart } from '../../products/cart-state';
import { priceText, yuan } from '../../products/format';
import { ProductCover } from './ProductCard';
import { SidePanel } from './SidePanel';

/** The cart drawer (spec 000 §2 drawers, 320 px): the lines, each removable, the total, a note when full. */
export function CartDrawer({ onClose, onRemoved }: { onClose: () => void; onRemoved: (uuid: string) => void }) {
  const { t } = useTranslation();
  const cart = useAtomValue(cartAtom);
  const lines = cart?.lines ?? [];
  const total = cartTotal(lines);
  const footer =
    lines.length > 0 ? (
      <div className="cart-foot">
        <span>{t('productLibrary.cartTotal')}</span>
        <strong data-testid="cart-total">{total === null ? t('productLibrary.noPrice') : yuan(total)}</strong>
      </div>
    ) : undefined;
  return (
    <SidePanel kind="drawer" title={t('productLibrary.cartCount', { n: lines.length })} onClose={onClose} footer={footer} testId="cart-drawer">
      {cart?.full && <p className="cart-full-note">{t('productLibrary.cartFullNote', { max: CART_MAX })}</p>}
      {lines.length === 0 ? (
        <div className="cart-empty">
          <p>{t('productLibrary.cartEmpty')}</p>
          <p className="muted small">{t('productLibrary.cartEmptyHint')}</p>
        </div>
      ) : (
        <ul className="cart-lines">
          {lines.map((l) => (
            <li key={`${l.uuid}-${l.sku}`} className="cart-line" data-testid="cart-line">
              <ProductCover src={l.cover} className="cart-cover" />
              <div className="cart-info">
                <div className="cart-name">{l.name}</div>
                {/* a variant's line carries the variant's own code; `sku` is only its id */}
                <div className="muted small product-code">{l.code}</div>
                <div className="small">
                  <span className="product-price">{priceText(l.amount, l.unit) ?? t('productLibrary.noPrice')}</span>
                  <span className="muted"> × {l.quantity}</span>
                </div>
              </div>
              <button
                type="button"
                className="icon-button"
                aria-label={t('productLibrary.removeLine', { name: l.name })}
                title={t('productLibrary.remove')}
                onClick={() => void removeFromCart(l.uuid).then(() => onRemoved(l.uuid))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </SidePanel>
  );
}
