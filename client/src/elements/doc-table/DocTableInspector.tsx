import { useTranslation } from 'react-i18next';
import { CONTINUES } from '../../../../shared/src/documents/table-pages';
import { DOC_TABLE_KINDS, type DocTableKind } from '../../../../shared/src/documents/tables/table-model';
import { NumberInput } from '../../editor/panels/NumberInput';
import { num } from '../lighting-controls';
import type { InspectorProps } from '../registry';

/**
 * A product-document table's panel: which table it is, its font size and whether the header
 * blocks and the total show. A continuation page's table is derived from the first page's
 * (pagination rewrites its fields from there), so it says where it carries on and changes nothing.
 */
export function DocTableInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const el = els[0]!;
  const kind: DocTableKind = (DOC_TABLE_KINDS as readonly unknown[]).includes(el.kind) ? (el.kind as DocTableKind) : 'pqt';
  const start = num(el.start, 0);
  const derived = typeof editor.page()?.get(CONTINUES) === 'string';
  const off = derived || editor.readOnly;
  return (
    <div className="doc-table-inspector" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <span className="small">{t('docInspectors.table.kind')}</span>
      <strong aria-label={t('docInspectors.table.kind')}>{t(`docTables.title.${kind}`)}</strong>
      {(derived || start > 0) && (
        <p className="small" role="status" style={{ margin: 0 }}>
          {t('docInspectors.table.continued', { n: start + 1 })}
        </p>
      )}
      {derived && (
        <p className="small" style={{ margin: 0 }}>
          {t('docInspectors.table.continuedHint')}
        </p>
      )}
      {derived ? (
        <span className="small">
          {t('docInspectors.table.fontSize')}：{num(el.fontSize, 16)}
        </span>
      ) : (
        <NumberInput label={t('docInspectors.table.fontSize')} value={num(el.fontSize, 16)} min={8} max={100} onChange={(fontSize) => set({ fontSize })} />
      )}
      <Toggle label={t('docInspectors.table.header')} checked={el.header !== false} disabled={off} onChange={(header) => set({ header })} />
      <Toggle label={t('docInspectors.table.footer')} checked={el.footer !== false} disabled={off} onChange={(footer) => set({ footer })} />
    </div>
  );
}

function Toggle({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
