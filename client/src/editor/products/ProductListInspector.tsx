import { useTranslation } from 'react-i18next';
import { listDisplay, PRODUCT_LIST_FIELDS, type ProductListField } from '../../../../shared/src/documents/product-list';
import { useDocData } from '../../documents/doc-data';
import type { InspectorProps } from '../../elements/registry';

const COLS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The product list's formatter (spec 001 §3 "Product-list element: fields, cols"): which fields a
 * card shows and how many cards a row holds. Shown for the first selected list; set on all of them.
 */
export function ProductListInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const { display } = useDocData(editor.doc);
  const shown = listDisplay((els[0] ?? {}) as { fields?: unknown; cols?: unknown }, display);
  const toggle = (field: ProductListField, on: boolean) => {
    const next = PRODUCT_LIST_FIELDS.filter((f) => (f === field ? on : shown.fields.includes(f)));
    set({ fields: next });
  };
  return (
    <>
      <h3>{t('docPanels.formatter.title')}</h3>
      <h4>{t('docPanels.formatter.fields')}</h4>
      <div className="column-checks">
        {PRODUCT_LIST_FIELDS.map((f) => (
          <label key={f} className="check">
            <input type="checkbox" checked={shown.fields.includes(f)} onChange={(e) => toggle(f, e.target.checked)} />
            {t(`docPanels.formatter.field.${f}`)}
          </label>
        ))}
      </div>
      <label className="commit-field">
        <span className="commit-label">{t('docPanels.formatter.cols')}</span>
        <select aria-label={t('docPanels.formatter.cols')} value={shown.cols} onChange={(e) => set({ cols: Number(e.target.value) })}>
          {COLS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
