import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableDefOf } from '../../../../shared/src/planning/tables';
import { canAddColumn, canAddRow, canRemoveColumn, movedIndex, newColumnName } from '../../../../shared/src/planning/tables/scene-columns';
import { deviceLoad } from '../../../../shared/src/planning/tables/space-device';
import type { PlanningTableDef } from '../../../../shared/src/planning/tables/table-def';
import type { Verdict } from '../../../../shared/src/planning/verdict';
import { addSceneColumn, addTableRow, moveSceneColumn, removeSceneColumn, removeTableRow, setTableVariant } from '../../../../shared/src/schema/planning-table-rows';
import type { YMap } from '../../../../shared/src/schema/doc';
import { NumberInput } from '../../editor/panels/NumberInput';
import { RuleMessage } from '../lit-area/RuleInput';
import type { InspectorProps } from '../registry';
import { DelayedDeletes } from './delayed-delete';
import { fieldsOf } from './PlanningTableRender';
import { RowForm } from './RowForm';

type Message = { kind: 'error' | 'warning'; text: string } | null;

/**
 * A planning table's panel: its rows (each with a delete button: the row fades for 300 ms and
 * goes, spec 001 §4; a second tap keeps it) and the add button up to the cap; the habit table's
 * scene columns with add, delete and moves (the edge moves are blocked, the buttons say so by
 * being off); the rhythm table's variant; the text size. Cells are typed on the canvas.
 */
export function PlanningTableInspector(props: InspectorProps) {
  return <TableDrawer key={props.els[0]?.id} {...props} />;
}

function TableDrawer({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const el = els[0]!;
  const def = tableDefOf(el.tag)!;
  const f = fieldsOf(el);
  const [message, setMessage] = useState<Message>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  // the row open in the form below the list: the one picked, else the first
  const [open, setOpen] = useState<string | null>(null);
  const deletes = useMemo(() => new DelayedDeletes(setPending), []);
  useEffect(() => () => deletes.cancelAll(), [deletes]);
  const w = (key: string, o?: Record<string, unknown>) => t(`planningTable.inspector.${key}` as 'planningTable.unset', o ?? {});
  const edit = (fn: (y: YMap) => void) => editor.editElement(el.id, fn);
  const allowed = (verdict: Verdict<true>): boolean => {
    setMessage(verdict.ok ? null : { kind: 'error', text: t(verdict.key, verdict.params ?? {}) });
    return verdict.ok;
  };
  const readOnly = editor.readOnly;
  const openIndex = Math.max(0, f.rows.findIndex((r) => r.id === open));
  const openId = String(f.rows[openIndex]?.id ?? '');

  return (
    <div className="planning-table-inspector" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <p className="small" style={{ margin: 0 }}>
        {w('hint')}
      </p>
      {!def.form && (
        <>
          <span className="small">{w('rows', { n: f.rows.length, max: def.rowCap })}</span>
          <ul aria-label={w('rows', { n: f.rows.length, max: def.rowCap })} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {f.rows.map((row, r) => {
              const id = String(row.id);
              const load = def.tag === 'space-device' ? deviceLoad(row) : null;
              const over = load?.over === true;
              return (
                <li key={id} style={{ display: 'flex', gap: 4, alignItems: 'center', opacity: pending.has(id) ? 0.35 : 1, transition: 'opacity 300ms' }}>
                  <button
                    type="button"
                    aria-pressed={id === openId}
                    title={over ? t('planningTable.device.over', { devices: row.deviceCount, capacity: load!.capacity }) : undefined}
                    onClick={() => setOpen(id)}
                    style={{ flex: 1, minWidth: 0, textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: id === openId ? 600 : 400, color: over ? '#c92a2a' : undefined }}
                  >
                    {over ? '⚠ ' : ''}
                    {rowLabel(def, row) || w('rowN', { n: r + 1 })}
                  </button>
                  <button type="button" disabled={readOnly} aria-label={w('removeRow', { n: r + 1 })} aria-pressed={pending.has(id)} onClick={() => deletes.toggle(id, () => edit((y) => removeTableRow(y, def, id)))}>
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          {def.tag === 'space-device' && <DeviceSummary rows={f.rows} />}
          <button type="button" disabled={readOnly || f.rows.length >= def.rowCap} onClick={() => allowed(canAddRow(def.rowCap, f.rows.length)) && edit((y) => addTableRow(y, def))}>
            ＋ {w('addRow')}
          </button>
        </>
      )}
      {f.rows[openIndex] && !readOnly && <RowForm key={openId} editor={editor} el={el} row={f.rows[openIndex]} index={openIndex} />}
      {def.variants && (
        <label className="select-row">
          <span>{w('variant')}</span>
          <select aria-label={w('variant')} value={(el as { variant?: string }).variant ?? def.variants[0]} disabled={readOnly} onChange={(e) => edit((y) => setTableVariant(y, def, e.target.value))}>
            {def.variants.map((v) => (
              <option key={v} value={v}>
                {t(`planningTable.variant.${v}` as 'planningTable.unset')}
              </option>
            ))}
          </select>
        </label>
      )}
      {def.scenes?.editable && <SceneColumnsPanel def={def} columns={f.columns ?? []} edit={edit} allowed={allowed} readOnly={readOnly} w={w} />}
      {def.scenes && (
        <p className="small" style={{ margin: 0 }}>
          {w('scoreHint')}
        </p>
      )}
      <RuleMessage message={message} />
      <NumberInput label={w('fontSize')} value={f.fontSize} min={8} max={96} onChange={(fontSize) => set({ fontSize })} />
    </div>
  );
}

/** The row's name in the list: its first filled text cell. */
const rowLabel = (def: PlanningTableDef, row: Record<string, unknown>): string =>
  def.columns.map((c) => row[c.key]).find((v): v is string => typeof v === 'string' && v !== '') ?? '';

function SceneColumnsPanel({
  def,
  columns,
  edit,
  allowed,
  readOnly,
  w,
}: {
  def: PlanningTableDef;
  columns: { id: string; name: string }[];
  edit: (fn: (y: YMap) => void) => void;
  allowed: (v: Verdict<true>) => boolean;
  readOnly: boolean;
  w: (key: string, o?: Record<string, unknown>) => string;
}) {
  const move = (i: number, dir: -1 | 1) => {
    const to = movedIndex(columns.length, i, dir);
    if (to !== null) edit((y) => moveSceneColumn(y, columns[i]!.id, to));
  };
  return (
    <>
      <span className="small">{w('columns')}</span>
      <ul aria-label={w('columns')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {columns.map((c, i) => (
          <li key={c.id} style={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.name}</span>
            {/* edge moves are blocked (spec 001 §4): the button is off, not a silent no-op */}
            <button type="button" aria-label={w('moveLeft', { name: c.name })} disabled={readOnly || movedIndex(columns.length, i, -1) === null} onClick={() => move(i, -1)}>
              ←
            </button>
            <button type="button" aria-label={w('moveRight', { name: c.name })} disabled={readOnly || movedIndex(columns.length, i, 1) === null} onClick={() => move(i, 1)}>
              →
            </button>
            <button type="button" aria-label={w('removeColumn', { name: c.name })} disabled={readOnly || columns.length <= 1} onClick={() => allowed(canRemoveColumn(columns.length)) && edit((y) => removeSceneColumn(y, c.id))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={readOnly || columns.length >= def.scenes!.max}
        onClick={() => allowed(canAddColumn(def.scenes!, columns.length)) && edit((y) => addSceneColumn(y, newColumnName(columns.map((c) => c.name))))}
      >
        ＋ {w('addColumn')}
      </button>
    </>
  );
}

/** How many spaces are over their gateways' capacity, and by how much (spec 001 §9: 50/80/140 each). */
function DeviceSummary({ rows }: { rows: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const over = rows.flatMap((row) => {
    const load = deviceLoad(row as Parameters<typeof deviceLoad>[0]);
    return load?.over ? [t('planningTable.device.over', { devices: row.deviceCount, capacity: load.capacity })] : [];
  });
  if (over.length === 0) return null;
  return (
    <p className="small" role="status" style={{ color: '#c92a2a', margin: 0 }}>
      ⚠ {t('planningTable.device.summary', { n: over.length })}：{over.join('；')}
    </p>
  );
}
