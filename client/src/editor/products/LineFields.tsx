import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { lineUnitPrice, type DocLine } from '../../../../shared/src/documents/doc-lines';
import { setLineField } from '../../../../shared/src/documents/doc-products';
import { readFen, type LineErrors } from '../../../../shared/src/documents/quotation';
import { PRODUCT_UNITS } from '../../../../shared/src/protocol/product';
import type { Editor } from '../editor';
import { CommitField } from './CommitField';
import { moneyRule, netPriceRule, percentOffRule, plainText, quantityRule, textRule, yuanText } from './field-rules';

type DiscountKind = 'none' | 'percent' | 'net';

/** The stored discount's kind, whatever a peer wrote (anything unreadable shows as none). */
function discountKind(d: unknown): DiscountKind {
  const kind = d && typeof d === 'object' ? (d as { kind?: unknown }).kind : undefined;
  return kind === 'percent' || kind === 'net' ? kind : 'none';
}

interface Props {
  editor: Editor;
  line: DocLine;
  stored?: LineErrors;
}
const NO_ERRORS: LineErrors = {};

/** The same refusals (each render of the totals makes new objects of the same messages). */
const sameErrors = (a: LineErrors = NO_ERRORS, b: LineErrors = NO_ERRORS) => {
  const keys = Object.keys(a) as (keyof LineErrors)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * One line's typed fields: quantity, unit, unit price, discount, space, remark. `stored`: what
 * the calculator refuses in the values as stored (a colleague's entry, 12.5 left on a line
 * switched from 米 to 个), said under the line since that line counts as 0 in the totals.
 */
export const LineFields = memo(function LineFields({ editor, line, stored = NO_ERRORS }: Props) {
  const { t } = useTranslation();
  const set = (key: string, value: unknown) => editor.commit(() => setLineField(editor.doc, line.uuid, key, value, editor.origin));
  const unitPrice = readFen(lineUnitPrice(line));
  const unitFen = unitPrice.ok ? unitPrice.value : 0;
  const kind = discountKind(line.discount);
  const d = (line.discount ?? {}) as { value?: unknown; fen?: unknown };
  const units: readonly string[] = PRODUCT_UNITS.includes(line.unit as never) ? PRODUCT_UNITS : [line.unit, ...PRODUCT_UNITS];
  return (
    <fieldset className="line-fields" aria-label={`${line.no} ${line.name}`} data-testid="line-fields">
      <legend>
        <span className="line-no">{line.no}</span> {line.code} {line.name}
      </legend>
      <div className="line-grid">
        <CommitField label={t('docPanels.line.quantity')} value={plainText(line.quantity) || '1'} rule={quantityRule(line.unit)} inputMode="decimal" onCommit={(v) => set('quantity', v)} />
        <label className="commit-field">
          <span className="commit-label">{t('docPanels.line.unit')}</span>
          <select aria-label={t('docPanels.line.unit')} value={line.unit} onChange={(e) => set('unit', e.target.value)}>
            {units.map((u) => (
              <option key={u}>{u}</option>
            ))}
          </select>
        </label>
        <CommitField label={t('docPanels.line.unitPrice')} value={yuanText(lineUnitPrice(line))} rule={moneyRule} inputMode="decimal" onCommit={(v) => set('unitPrice', v)} />
        <label className="commit-field">
          <span className="commit-label">{t('docPanels.line.discount')}</span>
          <select
            aria-label={t('docPanels.line.discount')}
            value={kind}
            onChange={(e) => {
              const next = e.target.value as DiscountKind;
              // a new kind starts without a value: nothing is taken off until one is typed
              set('discount', next === 'none' ? undefined : next === 'percent' ? { kind: 'percent', value: 0 } : { kind: 'net', fen: unitFen });
            }}
          >
            <option value="none">{t('docPanels.line.discountNone')}</option>
            <option value="percent">{t('docPanels.line.discountPercent')}</option>
            <option value="net">{t('docPanels.line.discountNet')}</option>
          </select>
        </label>
        {kind === 'percent' && <CommitField label={t('docPanels.line.percentValue')} value={plainText(d.value)} rule={percentOffRule(unitFen)} inputMode="decimal" onCommit={(v) => set('discount', v ?? { kind: 'percent', value: 0 })} />}
        {kind === 'net' && <CommitField label={t('docPanels.line.netValue')} value={yuanText(d.fen)} rule={netPriceRule(unitFen)} inputMode="decimal" onCommit={(v) => set('discount', v ?? { kind: 'net', fen: unitFen })} />}
        <CommitField label={t('docPanels.line.space')} value={line.space} rule={textRule(40)} onCommit={(v) => set('space', v)} />
        <CommitField className="wide" label={t('docPanels.line.remark')} value={line.remark} rule={textRule(500)} onCommit={(v) => set('remark', v)} />
      </div>
      {Object.entries(stored).map(([field, key]) => (
        <p key={field} className="field-error">
          {t(key)}
        </p>
      ))}
    </fieldset>
  );
},
// a quantity typed into one of 500 lines re-renders that line (the line cache keeps the others' objects) and the totals, not all 500
(a, b) => a.editor === b.editor && a.line === b.line && sameErrors(a.stored, b.stored));
