import { useTranslation } from 'react-i18next';
import { GATEWAY_KINDS, type GatewayKind } from '../../../../shared/src/lighting/gateways';
import { rowFlag } from '../../../../shared/src/lighting/system-page';
import { GATEWAY_TABLE_MAX_ROWS, gatewayCell, newGatewayRow, SIGNAL_RANGE, type GatewayRow, type GatewayTableFields } from '../../../../shared/src/schema/elements/gateway-table';
import { GATEWAY_SPACES, insertRow, removeRows, setCell } from '../../../../shared/src/schema/table-rows';
import { NumberInput } from '../../editor/panels/NumberInput';
import { CheckRow, num, SelectRow, TextRow } from '../lighting-controls';
import type { InspectorProps } from '../registry';
import { FLAG_RED } from './GatewayTableRender';

/**
 * The gateway table's rows, each a group of fields: space, gateway model, terminals, area,
 * signal, output scene, rhythmic CCT. A flagged row says why under its fields, as the canvas does.
 * A change writes that one cell of that one row (clamped to its range), an added or removed row
 * is inserted or deleted in the shared list: a colleague editing another row or field at the
 * same time keeps their edit. Each is one undo step.
 */
export function GatewayTableInspector({ editor, els }: InspectorProps) {
  const { t } = useTranslation();
  const f = els[0] as (typeof els)[0] & GatewayTableFields;
  const rows: GatewayRow[] = Array.isArray(f.spaces) ? f.spaces : [];
  const w = (key: string, o?: Record<string, unknown>) => t(`lighting.lightingUi.system.${key}` as 'lighting.lightingUi.system.title', o ?? {});
  const tt = (key: string, o?: Record<string, unknown>) => t(key as 'lighting.lightingUi.system.title', o ?? {});
  const edit = (i: number, patch: Partial<GatewayRow>) =>
    editor.editElement(f.id, (y) => {
      for (const [key, value] of Object.entries(patch)) {
        const cell = gatewayCell(key, value);
        if (cell !== undefined) setCell(y, i, key, cell, GATEWAY_SPACES);
      }
    });
  return (
    <>
      {rows.map((row, i) => {
        const flag = rowFlag(row, tt);
        // the row count in the key: after a removal the text fields show the rows now at their place
        const key = `${f.id}-${i}-${rows.length}`;
        return (
          <fieldset key={key} className="gateway-row" aria-label={row.space || w('rowN', { n: i + 1 })} style={{ border: 'none', borderTop: '1px solid #dee2e6', padding: '6px 0', margin: 0 }}>
            <TextRow id={key} label={w('space')} value={row.space} set={(space) => edit(i, { space })} />
            <SelectRow<GatewayKind> label={w('gateway')} value={row.gateway} options={GATEWAY_KINDS.map((k) => [k, w(`gatewayKind.${k}`)] as const)} onChange={(gateway) => edit(i, { gateway })} />
            <div className="row">
              <NumberInput label={w('terminals')} value={num(row.terminals, 0)} min={0} max={10_000} onChange={(terminals) => edit(i, { terminals })} />
              <NumberInput label={w('area')} value={num(row.area, 0)} min={0} max={100_000} onChange={(area) => edit(i, { area })} />
            </div>
            <NumberInput label={w('signal')} value={num(row.signal, -60)} min={SIGNAL_RANGE.min} max={SIGNAL_RANGE.max} onChange={(signal) => edit(i, { signal })} />
            <TextRow id={`${key}-scene`} label={w('scene')} value={row.scene} set={(scene) => edit(i, { scene })} />
            <CheckRow label={w('rhythm')} checked={row.rhythm === true} onChange={(rhythm) => edit(i, { rhythm })} />
            <p className="small" role="status" style={{ color: flag ? FLAG_RED : undefined, margin: '4px 0' }}>
              {flag ? `⚠ ${flag}` : `✓ ${w('fits')}`}
            </p>
            <button type="button" onClick={() => editor.editElement(f.id, (y) => removeRows(y, [i], GATEWAY_SPACES))}>
              {w('removeRow')}
            </button>
          </fieldset>
        );
      })}
      <button type="button" disabled={rows.length >= GATEWAY_TABLE_MAX_ROWS} onClick={() => editor.editElement(f.id, (y) => insertRow(y, rows.length, GATEWAY_SPACES, newGatewayRow(w('rowN', { n: rows.length + 1 }))))}>
        + {w('addRow')}
      </button>
    </>
  );
}
