import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product, ProductRow } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import { addToCart } from '../../products/cart-state';
import { priceText } from '../../products/format';
import { cloneProduct, editorPath, setFavor } from '../../products/product-actions';
import { DetailPhotometry } from './DetailPhotometry';
import { DetailParams, DetailPictures, DetailVariants } from './DetailSections';
import { CartIcon, StarIcon } from './ProductIcons';
import { SidePanel } from './SidePanel';

type SkuList = Awaited<ReturnType<typeof api<'product/skulist'>>>;

interface Props {
  uuid: string;
  onClose: () => void;
  /** the list's row of this product changed here (favourite, cart) */
  onChange: (uuid: string, change: Partial<ProductRow>) => void;
}

/**
 * The product detail (issue 13): a panel on the right, the whole screen on phones; `?uuid=` in
 * the address. Rendered with key={uuid}, so another product starts from a fresh state.
 */
export function ProductDetail({ uuid, onClose, onChange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [product, setProduct] = useState<Product | null>(null);
  const [failed, setFailed] = useState(false);
  const [skus, setSkus] = useState<SkuList>({ sku_names: [], skus: [] });
  const [sku, setSku] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void api('product/get', { uuid }, { showError: false }).then(
      (p) => {
        if (!live) return;
        setProduct(p);
        setSkus({ sku_names: p.sku_names, skus: p.skus });
        setSku(p.skus[0]?.id ?? '');
      },
      () => live && setFailed(true),
    );
    // the variants as the variant call answers them (the product's own copy may lag behind)
    void api('product/skulist', { uuid }, { showError: false }).then(
      (list) => {
        if (!live || list.skus.length === 0) return;
        setSkus(list);
        setSku((s) => s || (list.skus[0]?.id ?? ''));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uuid]);

  const favor = async () => {
    if (!product) return;
    const on = await setFavor(uuid, !product.favor);
    setProduct({ ...product, favor: on });
    onChange(uuid, { favor: on });
  };
  const cart = async () => {
    setBusy(true);
    const inCart = await addToCart(uuid, sku);
    setBusy(false);
    if (product) setProduct({ ...product, in_cart: inCart });
    onChange(uuid, { in_cart: inCart });
  };
  const clone = async () => {
    setBusy(true);
    const copy = await cloneProduct(uuid);
    setBusy(false);
    if (copy) navigate(editorPath(copy.uuid));
  };

  const variantLabel = (values: string[]) => values.filter(Boolean).join(' / ');
  const price = product ? priceText(product.price, product.unit) : null;
  const footer = product && (
    <div className="detail-actions">
      {skus.skus.length > 0 && (
        <select className="variant-choice" value={sku} aria-label={t('productLibrary.chooseVariant')} onChange={(e) => setSku(e.target.value)}>
            {skus.skus.map((s, i) => (
              <option key={s.id || i} value={s.id}>
                {variantLabel(s.values) || s.code}
              </option>
            ))}
        </select>
      )}
      <button type="button" className={product.favor ? 'star on' : 'star'} aria-pressed={product.favor} onClick={() => void favor()} data-testid="detail-favor">
        <StarIcon on={product.favor} />
        {t(product.favor ? 'productLibrary.favored' : 'productLibrary.favor')}
      </button>
      <button type="button" className="primary" disabled={busy} onClick={() => void cart()} data-testid="detail-cart">
        <CartIcon />
        {t('productLibrary.addCart')}
      </button>
      <button type="button" disabled={busy} onClick={() => void clone()}>
        {t('productLibrary.clone')}
      </button>
      {product.editable && (
        <button type="button" onClick={() => navigate(editorPath(uuid))}>
          {t('productLibrary.edit')}
        </button>
      )}
    </div>
  );

  return (
    <SidePanel kind="detail" title={product?.name ?? t('productLibrary.detail')} onClose={onClose} footer={footer} testId="product-detail">
      {failed && <p className="detail-failed">{t('productLibrary.loadFailed')}</p>}
      {!product && !failed && <p className="muted">{t('app.loading')}</p>}
      {product && (
        <div className="detail-content">
          <div className="detail-top">
            <DetailPictures product={product} />
            <div className="detail-facts">
              {product.sample && <span className="sample-badge">{t('product.sample')}</span>}
              <dl>
                <div>
                  <dt>{t('productLibrary.code')}</dt>
                  <dd data-testid="detail-code">{product.code}</dd>
                </div>
                {product.brand && (
                  <div>
                    <dt>{t('productLibrary.brand')}</dt>
                    <dd>{product.brand}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('productLibrary.price')}</dt>
                  <dd className="detail-price">
                    {price ?? t('productLibrary.noPrice')}
                    {product.unit_tip && <span className="muted small"> {product.unit_tip}</span>}
                  </dd>
                </div>
              </dl>
              {product.description && <p className="detail-description">{product.description}</p>}
              {!product.editable && (
                <p className="read-only-note" data-testid="read-only-note">
                  {t(product.store === 'system' ? 'productLibrary.systemReadOnly' : 'productLibrary.companyReadOnly')}
                </p>
              )}
            </div>
          </div>
          <DetailParams product={product} />
          <DetailVariants names={skus.sku_names} skus={skus.skus} unit={product.unit} />
          <DetailPhotometry product={product} />
          {product.remark && (
            <section>
              <h3>{t('productLibrary.remark')}</h3>
              <p className="detail-description">{product.remark}</p>
            </section>
          )}
        </div>
      )}
    </SidePanel>
  );
}
