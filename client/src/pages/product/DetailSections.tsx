import { useTranslation } from 'react-i18next';
import { PIC_KINDS, type Product, type SkuName, type Sku } from '../../../../shared/src/protocol/product';
import { displayParams } from '../../../../shared/src/products/params';
import { priceText } from '../../products/format';
import { ProductCover } from './ProductCard';
import { productZhCN } from '../../../../shared/src/i18n/product/zh-CN';

/**
 * A picture named after its kind (the built-in catalogue names them 尺寸图, 开孔图 …) adds
 * nothing beside the kind's label, in the reader's language or in the Chinese it was named in.
 */
const sameAsKind = (name: string, kind: keyof typeof productZhCN.pics, label: string) => name === label || name === productZhCN.pics[kind];

/** The cover large, then every other named picture with its kind's name (the light pattern has its own block). */
export function DetailPictures({ product }: { product: Product }) {
  const { t } = useTranslation();
  const others = PIC_KINDS.filter((k) => k !== 'cover' && k !== 'light_pattern').flatMap((k) => product.pics[k].map((p, i) => ({ kind: k, pic: p, key: `${k}-${i}` })));
  return (
    <section className="detail-pictures" aria-label={t('productLibrary.pictures')}>
      <ProductCover src={product.pics.cover[0]?.path ?? ''} className="detail-cover" />
      {others.length > 0 && (
        <ul className="detail-thumbs">
          {others.map(({ kind, pic, key }) => (
            <li key={key}>
              <a href={pic.path} target="_blank" rel="noreferrer">
                <img src={pic.path} alt={pic.name || t(`product.pics.${kind}`)} loading="lazy" />
              </a>
              <span className="small">
                {t(`product.pics.${kind}`)}
                {pic.name && !sameAsKind(pic.name, kind, t(`product.pics.${kind}`)) && <span className="muted"> · {pic.name}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Parameters grouped by the display rules of spec 001 §3 (brand first, warranty last as years). */
export function DetailParams({ product }: { product: Product }) {
  const { t } = useTranslation();
  const groups = displayParams(product, (n) => t('product.warrantyYears', { n }));
  return (
    <section className="detail-params" data-testid="detail-params">
      <h3>{t('productLibrary.params')}</h3>
      {groups.length === 0 && <p className="muted">{t('productLibrary.noParams')}</p>}
      {groups.map((g) => (
        <div key={g.group} className="param-group">
          <h4>{t(`product.groups.${g.group}`, { defaultValue: g.group })}</h4>
          <dl>
            {g.items.map((p) => (
              <div key={p.id} className="param-item">
                <dt>{p.name}</dt>
                <dd>{p.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

/** The variants (product/skulist): one row each, its values, code and price. */
export function DetailVariants({ names, skus, unit }: { names: SkuName[]; skus: Sku[]; unit: string }) {
  const { t } = useTranslation();
  if (skus.length === 0) return null;
  // a column for the variants' own photometric files, when any has one (beam by the IES definition)
  const lit = skus.some((s) => s.photometry !== null);
  return (
    <section className="detail-variants">
      <h3>
        {t('productLibrary.variantTable')} <span className="muted small">{t('productLibrary.variants', { n: skus.length })}</span>
      </h3>
      <div className="table-scroll">
        <table className="variant-table" data-testid="variant-table">
          <thead>
            <tr>
              {names.map((n) => (
                <th key={n.name}>{n.name}</th>
              ))}
              <th>{t('productLibrary.variantCode')}</th>
              <th className="num">{t('productLibrary.variantPrice')}</th>
              {lit && <th className="num">{t('productLibrary.variantPhotometry')}</th>}
            </tr>
          </thead>
          <tbody>
            {skus.map((s, i) => (
              <tr key={s.id || i}>
                {names.map((n, j) => (
                  <td key={n.name}>{s.values[j] ?? ''}</td>
                ))}
                <td>{s.code}</td>
                <td className="num">{priceText(s.price, unit) ?? t('productLibrary.noPrice')}</td>
                {lit && <td className="num">{s.photometry ? `${s.photometry.beamAngle === null ? '—' : `${s.photometry.beamAngle.toFixed(1)}°`} · ${Math.round(s.photometry.lumens)} lm` : '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
