import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableDefOf } from '../../../../shared/src/planning/tables';
import { cellVerdict, type Cell, type CellRule } from '../../../../shared/src/planning/tables/cell-rules';
import { sceneColumnName } from '../../../../shared/src/planning/tables/scene-columns';
import type { PlanningTableDef } from '../../../../shared/src/planning/tables/table-def';
import type { Verdict } from '../../../../shared/src/planning/verdict';
import { renameSceneColumn, setTableCell } from '../../../../shared/src/schema/planning-table-rows';
import type { NameKind } from '../../../../shared/src/planning/custom-names';
import { activitiesOf } from '../../../../shared/src/planning/tables/lit-scene';
import { NameDatalist } from '../../planning/CustomNames';
import { rememberName } from '../../planning/custom-names-store';
import { EditFrame } from '../EditFrame';
import { RuleMessage } from '../lit-area/RuleInput';
import type { EditProps } from '../registry';
import { fieldsOf } from './PlanningTableRender';
import { SyncedInput } from './SyncedInput';
import { formLayout, tableLayout } from './table-layout';

type Message = { kind: 'error' | 'warning'; text: string } | null;
const SCORE_RULE: CellRule = { type: 'score' };

/**
 * Cells that take scene or activity names: they offer the built-in and the designer's own names
 * (issue 11, planning/custom-names), and a new name typed there is remembered as the designer's.
 */
const NAME_CELLS: Readonly<Record<string, Readonly<Record<string, NameKind>>>> = {
  'lit-scene': { name: 'scene', activity: 'activity' },
  'space-ldk': { name: 'scene' },
};
const datalistId = (elId: string, kind: NameKind) => `names-${kind}-${elId}`;

/** What an input shows for a stored cell ('' for none). */
const shown = (v: Cell | undefined): string => (v === undefined ? '' : String(v));

/**
 * Editing a planning table in place: an input (or a list, for choices and scores) over each
 * drawn cell. A cell commits on Enter or when it loses focus, through its column's rule: the
 * value is stored cleaned (a count of -3 becomes 3), or, refused (age 121), the cell shows its
 * previous value again and the rule's message shows under the table. Each commit is one cell
 * of one row found by id, so a colleague typing in another cell keeps their text.
 */
export function PlanningTableEdit({ editor, el, scale, ox, oy }: EditProps) {
  const { t } = useTranslation();
  const def = tableDefOf(el.tag)!;
  const f = fieldsOf(el);
  const [message, setMessage] = useState<Message>(null);
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ f, editor });
  useLayoutEffect(() => {
    latest.current = { f, editor };
  });

  /** Runs a verdict: the message for a refusal (answers undefined), or the value. */
  const judged = <T,>(verdict: Verdict<T>): T | undefined => {
    if (verdict.ok) {
      setMessage(null);
      return verdict.value;
    }
    setMessage({ kind: 'error', text: t(verdict.key, verdict.params ?? {}) });
    return undefined;
  };

  /** Commits what an input holds; answers what it should show afterwards. */
  const commit = (input: HTMLInputElement | HTMLSelectElement): string => {
    const { f: now, editor: ed } = latest.current;
    const { row: rowId, key, kind } = input.dataset as { row?: string; key: string; kind: string };
    if (kind === 'title') {
      const title = input.value.trim();
      if (title === (now.title ?? '')) return title;
      const ok = judged(cellVerdict({ type: 'text', max: def.title!.max }, title));
      if (ok === undefined) return now.title ?? '';
      ed.patch(new Map([[el.id, { title: ok }]]));
      return String(ok);
    }
    if (kind === 'column') {
      const col = now.columns?.find((c) => c.id === key);
      if (!col || input.value.trim() === col.name) return col?.name ?? '';
      const name = judged(sceneColumnName(input.value, (now.columns ?? []).filter((c) => c !== col).map((c) => c.name)));
      if (name === undefined) return col.name;
      ed.editElement(el.id, (y) => renameSceneColumn(y, col.id, name));
      return name;
    }
    const row = now.rows.find((r) => r.id === rowId);
    if (!row) return input.value;
    const before = shown(row[key]);
    if (input.value === before) return before;
    const rule = def.columns.find((c) => c.key === key)?.rule ?? SCORE_RULE;
    // clearing an optional cell is allowed (an age not known yet); a required one keeps its value
    const verdict = input.value.trim() === '' && !(rule.type === 'text' && rule.required) ? ({ ok: true, value: '' } as const) : cellVerdict(rule, input.value);
    const value = judged(verdict);
    if (value === undefined) return before;
    if (value !== row[key]) ed.editElement(el.id, (y) => setTableCell(y, row.id as string, key, value));
    const names = NAME_CELLS[def.tag]?.[key];
    // an activity cell lists several (休闲、用餐): each is remembered on its own
    if (names) for (const name of names === 'activity' ? activitiesOf(value) : [String(value)]) if (name !== '') rememberName(names, name);
    return shown(value);
  };

  // Leaving by Escape or a click on the canvas removes the inputs without a blur: the focused
  // input's text is committed before it goes (a refused one is simply not written).
  useLayoutEffect(() => {
    const container = box.current!;
    return () => {
      const focused = container.querySelector<HTMLInputElement>('input:focus');
      if (focused) commit(focused);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [el.id]);
  useLayoutEffect(() => {
    box.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  const field = (props: { row?: string; keyName: string; kind: 'cell' | 'title' | 'column'; rule?: CellRule; value: string; label: string; style: React.CSSProperties }) => {
    const common = {
      'data-row': props.row,
      'data-key': props.keyName,
      'data-kind': props.kind,
      'aria-label': props.label,
      className: 'table-cell-edit',
      style: { ...props.style, fontSize: f.fontSize },
    };
    const rule = props.rule;
    if (rule && (rule.type === 'choice' || rule.type === 'score')) {
      const options = rule.type === 'choice' ? rule.options : ['1', '2', '3'];
      return (
        <select key={`${props.row}:${props.keyName}`} {...common} value={props.value} onChange={(e) => commit(e.target)}>
          <option value="">{t('planningTable.unset')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {rule.type === 'choice' ? t(`planningTable.choice.${props.keyName}.${o}` as 'planningTable.unset') : `${o} ${t(`planningTable.score.${o}` as 'planningTable.unset')}`}
            </option>
          ))}
        </select>
      );
    }
    return (
      <SyncedInput
        key={`${props.row}:${props.keyName}`}
        {...common}
        type={rule?.type === 'date' ? 'date' : 'text'}
        list={props.kind === 'cell' && NAME_CELLS[def.tag]?.[props.keyName] ? datalistId(el.id, NAME_CELLS[def.tag]![props.keyName]!) : undefined}
        inputMode={rule?.type === 'number' ? 'decimal' : undefined}
        value={props.value}
        onBlur={(e) => (e.target.value = commit(e.target))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.value = commit(e.currentTarget);
        }}
      />
    );
  };

  return (
    <EditFrame editor={editor} el={el} scale={scale} ox={ox} oy={oy}>
      <div ref={box} className="table-edit planning-table-edit" style={{ width: el.width, height: el.height, transform: `scale(${scale})` }}>
        {def.form ? formInputs(def, f, el.width, el.height, field, t) : listInputs(def, f, el.width, el.height, field, t)}
      </div>
      {[...new Set(Object.values(NAME_CELLS[def.tag] ?? {}))].map((kind) => (
        <NameDatalist key={kind} id={datalistId(el.id, kind)} kind={kind} />
      ))}
      <div className="planning-table-message" style={{ position: 'absolute', top: '100%', left: 0, background: '#fff', padding: '0 8px' }}>
        <RuleMessage message={message} />
      </div>
    </EditFrame>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function listInputs(
  def: PlanningTableDef,
  f: ReturnType<typeof fieldsOf>,
  width: number,
  height: number,
  field: (p: { row?: string; keyName: string; kind: 'cell' | 'title' | 'column'; rule?: CellRule; value: string; label: string; style: React.CSSProperties }) => React.ReactNode,
  t: T,
) {
  const L = tableLayout(def, f, width, height);
  const header = (key: string) => t(`planningTable.col.${def.tag}.${key}` as 'planningTable.unset');
  return [
    def.title ? field({ keyName: 'title', kind: 'title', value: f.title ?? '', label: t('planningTable.inspector.title'), style: { left: 0, top: 0, width, height: L.titleHeight, fontWeight: 'bold' } }) : null,
    // the fixed columns' headers are not typed into, but must still say what each column is
    ...L.columns
      .filter((c) => c.fixed)
      .map((c) => (
        <div key={`h:${c.key}`} className="table-cell-edit planning-table-head" style={{ left: c.x, top: L.titleHeight, width: c.width, height: L.headerHeight, fontSize: f.fontSize }}>
          {header(c.key)}
        </div>
      )),
    ...L.columns
      .filter((c) => c.scene)
      .map((c) => field({ keyName: c.scene!.id, kind: 'column', value: c.scene!.name, label: c.scene!.name, style: { left: c.x, top: L.titleHeight, width: c.width, height: L.headerHeight, fontWeight: 'bold', textAlign: 'center' } })),
    ...f.rows.flatMap((row, r) =>
      L.columns.map((c) =>
        field({
          row: String(row.id),
          keyName: c.key,
          kind: 'cell',
          rule: c.fixed?.rule ?? SCORE_RULE,
          value: shown(row[c.key]),
          label: `${r + 1} · ${c.scene?.name ?? header(c.key)}`,
          style: { left: c.x, top: L.rowTop(r), width: c.width, height: L.rowHeight, textAlign: c.scene ? 'center' : 'left' },
        }),
      ),
    ),
  ];
}

function formInputs(def: PlanningTableDef, f: ReturnType<typeof fieldsOf>, width: number, height: number, field: Parameters<typeof listInputs>[4], t: T) {
  const row = f.rows[0];
  if (!row) return null;
  return formLayout(def, width, height).map((c) =>
    field({
      row: String(row.id),
      keyName: c.column.key,
      kind: 'cell',
      rule: c.column.rule,
      value: shown(row[c.column.key]),
      label: t(`planningTable.col.${def.tag}.${c.column.key}` as 'planningTable.unset'),
      style: { left: c.valueX, top: c.y, width: c.valueWidth, height: c.height },
    }),
  );
}

