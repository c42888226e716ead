import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { tableDefOf } from '../../../../shared/src/planning/tables';
import { cellVerdict, type Cell, type CellRule } from '../../../../shared/src/planning/tables/cell-rules';
import { sceneColumnName } from '../../../../shared/src/planning/tables/scene-columns';
import type { Verdict } from '../../../../shared/src/planning/verdict';
import { renameSceneColumn, setTableCell } from '../../../../shared/src/schema/planning-table-rows';
import type { NameKind } from '../../../../shared/src/planning/custom-names';
import { activitiesOf } from '../../../../shared/src/planning/tables/lit-scene';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import type { Editor } from '../../editor/editor';
import { NameDatalist } from '../../planning/CustomNames';
import { rememberName } from '../../planning/custom-names-store';
import { fieldsOf } from './PlanningTableRender';
import { SyncedInput } from './SyncedInput';

// The fields a planning table's cells are typed into, for the in-place editor over the canvas
// and for the row form in the panel (phones edit there: the canvas is too small to type into).
// A field commits on Enter or when it loses focus, through its column's rule: the value is
// stored cleaned (a count of -3 becomes 3), or, refused (age 121), the field shows its
// previous value again and `message` says why. Each commit is one cell of one row found by id,
// so a colleague typing in another cell keeps their text.

export type Message = { kind: 'error' | 'warning'; text: string } | null;
export const SCORE_RULE: CellRule = { type: 'score' };

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
export const shown = (v: Cell | undefined): string => (v === undefined ? '' : String(v));

export interface FieldProps {
  row?: string;
  keyName: string;
  kind: 'cell' | 'title' | 'column';
  rule?: CellRule;
  value: string;
  label: string;
  style?: CSSProperties;
  className?: string;
}

export function useTableFields(el: ElementJSON, editor: Editor) {
  const { t } = useTranslation();
  const def = tableDefOf(el.tag)!;
  const f = fieldsOf(el);
  const [message, setMessage] = useState<Message>(null);
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

  const field = (props: FieldProps) => {
    const common = {
      'data-row': props.row,
      'data-key': props.keyName,
      'data-kind': props.kind,
      'aria-label': props.label,
      className: props.className ?? 'table-cell-edit',
      style: props.className ? props.style : { ...props.style, fontSize: f.fontSize },
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

  /** the suggestion lists the name cells point at */
  const nameLists = [...new Set(Object.values(NAME_CELLS[def.tag] ?? {}))].map((kind) => <NameDatalist key={kind} id={datalistId(el.id, kind)} kind={kind} />);
  return { def, f, message, commit, field, nameLists };
}
