import { useTranslation } from 'react-i18next';
import { newColumnKey, type TableFields } from '../../../../shared/src/schema/elements/kinds';
import { insertRow, removeRows } from '../../../../shared/src/schema/table-rows';
import { ColorPicker } from '../../editor/panels/ColorPicker';
import { NumberInput } from '../../editor/panels/NumberInput';
import type { InspectorProps } from '../registry';

const MAX_ROWS = 50;
const MAX_COLUMNS = 12;

/** Table: rows and columns added or removed at the end, serial numbers, text size, header tint. */
export function TableInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & TableFields;
  return (
    <>
      <div className="row">
        <span className="small">{t('editor.tableRows', { n: f.rows.length })}</span>
        <button type="button" disabled={f.rows.length >= MAX_ROWS} onClick={() => editor.editElement(f.id, (y) => insertRow(y, f.rows.length))}>
          +
        </button>
        <button type="button" onClick={() => editor.editElement(f.id, (y) => removeRows(y, [f.rows.length - 1]))}>
          −
        </button>
      </div>
      <div className="row">
        <span className="small">{t('editor.tableColumns', { n: f.columns.length })}</span>
        <button
          type="button"
          disabled={f.columns.length >= MAX_COLUMNS}
          onClick={() => set({ columns: [...f.columns, { key: newColumnKey(f.columns, f.rows), name: t('editor.columnN', { n: f.columns.length + 1 }), width: 1 }] })}
        >
          +
        </button>
        {/* the removed column's cells stay in the rows, unseen, so undo brings the column back whole */}
        <button type="button" disabled={f.columns.length <= 1} onClick={() => set({ columns: f.columns.slice(0, -1) })}>
          −
        </button>
      </div>
      <label className="check">
        <input type="checkbox" checked={f.sn} onChange={(e) => set({ sn: e.target.checked })} />
        {t('editor.serialNumbers')}
      </label>
      <NumberInput label={t('editor.fontSize')} value={f.fontSize} min={8} max={96} onChange={(fontSize) => set({ fontSize })} />
      <ColorPicker label={t('editor.headerFill')} value={f.headerFill} onChange={(headerFill) => set({ headerFill })} />
    </>
  );
}
