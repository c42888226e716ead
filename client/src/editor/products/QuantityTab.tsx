import { useTranslation } from 'react-i18next';
import { lineUnitPrice } from '../../../../shared/src/documents/doc-lines';
import { quotationTotals } from '../../../../shared/src/documents/quotation';
import { useDocData } from '../../documents/doc-data';
import type { Editor } from '../editor';
import { LineFields } from './LineFields';
import { TotalsBox } from './TotalsBox';

/** 数量价格: each line's quantity, unit, price, discount, space and remark, with the totals live below. */
export function QuantityTab({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { lines, settings } = useDocData(editor.doc);
  if (lines.length === 0) return <p className="muted small">{t('docPanels.line.empty')}</p>;
  const totals = quotationTotals(
    lines.map((l) => ({ quantity: l.quantity, unit: l.unit, unitPrice: lineUnitPrice(l), discount: l.discount })),
    { freight: settings.freight, installation: settings.installation, taxRate: settings.taxRate },
  );
  const refused = totals.lines.some((l) => Object.keys(l.errors).length > 0);
  return (
    <div className="quantity-tab">
      {lines.map((line, i) => (
        <LineFields key={line.uuid} editor={editor} line={line} stored={totals.lines[i]?.errors} />
      ))}
      <TotalsBox totals={totals} refused={refused} />
    </div>
  );
}
