import { useTranslation } from 'react-i18next';
import type { QuotationTotals } from '../../../../shared/src/documents/quotation';
import { formatYuan } from '../../../../shared/src/money/fen';

/** The quotation's totals as the panel shows them live; every figure is finite (quotationTotals). */
export function TotalsBox({ totals, refused }: { totals: QuotationTotals; refused: boolean }) {
  const { t } = useTranslation();
  const row = (label: string, fen: number, id: string) => (
    <div className="totals-row" data-testid={`totals-${id}`}>
      <dt>{label}</dt>
      <dd>{formatYuan(fen)}</dd>
    </div>
  );
  return (
    <dl className="totals-box" aria-live="polite">
      {row(t('docPanels.totals.subtotal'), totals.subtotal, 'subtotal')}
      {totals.freight > 0 && row(t('docPanels.totals.freight'), totals.freight, 'freight')}
      {totals.installation > 0 && row(t('docPanels.totals.installation'), totals.installation, 'installation')}
      {row(t('docPanels.totals.tax', { rate: totals.taxRate }), totals.tax, 'tax')}
      {row(t('docPanels.totals.total'), totals.total, 'total')}
      <div className="totals-row capital" data-testid="totals-capital">
        <dt>{t('docPanels.totals.capital')}</dt>
        <dd>{totals.capital}</dd>
      </div>
      {(refused || Object.keys(totals.errors).length > 0) && <p className="field-error">{t('docPanels.totals.fix')}</p>}
    </dl>
  );
}
