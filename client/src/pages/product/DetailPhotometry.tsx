import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../shared/src/protocol/product';
import { derivedRows, measured, type DerivedRow } from '../../products/photometry-view';

const UNITS: Record<DerivedRow['id'], string> = { flux: 'lm', efficacy: 'lm/W', beam: '°', centre: 'cd' };
const LABELS: Record<DerivedRow['id'], string> = { flux: 'flux', efficacy: 'efficacy', beam: 'beamAngle', centre: 'centre' };
const withUnit = (n: number, unit: string) => (unit === '°' ? `${measured(n)}°` : `${measured(n)} ${unit}`);

/**
 * What the photometric file says (issue 13): flux, efficacy, beam angle and centre intensity
 * derived from it beside the stated values, flagged when more than 10 % apart; the polar curve
 * is the product's light pattern picture.
 */
export function DetailPhotometry({ product }: { product: Product }) {
  const { t } = useTranslation();
  const p = product.photometry;
  const curve = product.pics.light_pattern[0];
  if (!p && !curve) return null;
  return (
    <section className="detail-photometry" data-testid="detail-photometry">
      <h3>{t('productLibrary.photometry')}</h3>
      {p && (
        <>
          <p className="muted small">{t('productLibrary.photometryFile', { name: p.name })}</p>
          <table className="photometry-table">
            <thead>
              <tr>
                <th />
                <th className="num">{t('productLibrary.derived')}</th>
                <th className="num">{t('productLibrary.stated')}</th>
              </tr>
            </thead>
            <tbody>
              {derivedRows(p, product.params).map((r) => (
                <tr key={r.id} className={r.disagrees ? 'disagrees' : undefined}>
                  <th scope="row">{t(`productLibrary.${LABELS[r.id]}`)}</th>
                  <td className="num">{r.derived === null ? '—' : withUnit(r.derived, UNITS[r.id])}</td>
                  <td className="num">
                    {r.stated === null ? '—' : withUnit(r.stated, UNITS[r.id])}
                    {r.disagrees && (
                      <span className="disagree-mark" title={t('productLibrary.disagree')} aria-label={t('productLibrary.disagree')}>
                        {' '}⚠
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted small ies-note">{t('productLibrary.iesNote')}</p>
        </>
      )}
      {curve && (
        <figure className="polar-curve">
          <img src={curve.path} alt={t('productLibrary.polar')} loading="lazy" />
          <figcaption className="muted small">{t('product.pics.light_pattern')}</figcaption>
        </figure>
      )}
    </section>
  );
}
