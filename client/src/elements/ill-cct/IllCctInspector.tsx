import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { CUSTOM_NAMES_MAX } from '../../../../shared/src/planning/custom-names';
import { modeCct, modeLx, modeName } from '../../../../shared/src/planning/ill-cct-modes';
import type { Verdict } from '../../../../shared/src/planning/verdict';
import type { YMap } from '../../../../shared/src/schema/doc';
import { LIT_MODES_MAX, type LitMode } from '../../../../shared/src/schema/elements/lit-ill-cct';
import { addLitMode, removeLitRow, setLitField } from '../../../../shared/src/schema/planning-rows';
import { NumberInput } from '../../editor/panels/NumberInput';
import { CustomNamesList, NameDatalist } from '../../planning/CustomNames';
import { rememberName } from '../../planning/custom-names-store';
import { CheckRow, num } from '../lighting-controls';
import type { InspectorProps } from '../registry';
import { modesOf } from './ill-cct-modes';

type Field = 'name' | 'lx' | 'cct';
/** a refusal on screen: which mode and field it is about, and its words */
interface Refusal {
  id: string;
  field: Field;
  message: string;
}

/** The mode a new row starts as: mid-range light, neutral white, under a name not yet used. */
const NEW_MODE = { lx: 200, cct: 4000 } as const;
/** name, lx, K, delete: the name widest, all shrinking with the panel */
const COLUMNS = 'minmax(0, 1.25fr) minmax(0, 1fr) minmax(0, 1.2fr) 2em';

/**
 * The mode chart's modes, one row each: name, lx, K and delete, plus 添加模式. A field commits on
 * Enter or on leaving it, through the chart's rules (planning/ill-cct-modes.ts): a number is
 * clamped and rounded and shown as stored; a refused value (a name already used, no number)
 * shows the rule's words and the field goes back to what the document holds. Each change writes
 * one cell or one row of the shared list (one undo step), so two people's edits of different
 * modes or fields both stay.
 */
export function IllCctInspector({ editor, els, set }: InspectorProps) {
  const { t } = useTranslation();
  const el = els[0]!;
  const modes = modesOf(el.modes);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const names = useId();
  // the modes as the document holds them now, not as last drawn: a field's blur may come right
  // after its Enter wrote, and must compare with (and check names against) the list after that
  const current = (): LitMode[] => {
    const stored = editor.element(el.id)?.get('modes');
    return modesOf(stored instanceof Y.Array ? stored.toJSON() : stored);
  };
  const ui = (key: string, params?: Record<string, unknown>) => t(`planning.illCct.${key}` as 'planning.illCct.title', params);
  const write = (fn: (y: YMap) => void) => editor.editElement(el.id, fn);

  /** Runs the field's text through its rule; writes the cell when it changes; shows the stored value or the refusal. */
  function commit(id: string, field: Field, input: HTMLInputElement) {
    const now = current();
    const m = now.find((o) => o.id === id);
    if (!m) return; // deleted meanwhile, perhaps by a co-editor
    const verdict = rules[field](m, input.value, now);
    if (!verdict.ok) {
      setRefusal({ id: m.id, field, message: t(verdict.key as 'planning.rule.nameRequired', verdict.params) });
      input.value = String(m[field]);
      return;
    }
    setRefusal(null);
    input.value = String(verdict.value);
    if (verdict.value === m[field]) return;
    write((y) => setLitField(y, 'modes', m.id, field, verdict.value));
    // a mode name not built in is remembered as the designer's own scene name (issue 11)
    if (field === 'name' && rememberName('scene', String(verdict.value)) === 'full') {
      setRefusal({ id: m.id, field, message: t('planning.names.full', { max: CUSTOM_NAMES_MAX }) });
    }
  }
  const rules: Record<Field, (m: LitMode, raw: string, all: LitMode[]) => Verdict<string | number>> = {
    name: (m, raw, all) => modeName(raw, all.filter((o) => o.id !== m.id).map((o) => o.name)),
    lx: (_, raw) => modeLx(raw),
    cct: (_, raw) => modeCct(raw),
  };
  const field = (m: LitMode, f: Field) => (
    <input
      // remounted when the document's value changes (a co-editor's edit, an undo)
      key={`${m.id}-${f}-${m[f]}`}
      aria-label={`${m.name} ${ui(f)}`}
      defaultValue={String(m[f])}
      inputMode={f === 'name' ? 'text' : 'numeric'}
      list={f === 'name' ? names : undefined}
      maxLength={f === 'name' ? 40 : 8}
      style={{ width: '100%', minWidth: 0, boxSizing: 'border-box', padding: '4px 5px' }}
      onBlur={(e) => commit(m.id, f, e.currentTarget)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && commit(m.id, f, e.currentTarget)}
    />
  );
  const add = () => {
    const now = current();
    const taken = new Set(now.map((m) => m.name));
    let n = now.length + 1;
    while (taken.has(ui('newName', { n }))) n++;
    write((y) => addLitMode(y, { name: ui('newName', { n }), ...NEW_MODE }));
  };
  return (
    <div className="ill-cct-modes" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span className="small">{ui('modes')}</span>
      <div className="small" style={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 4 }} aria-hidden="true">
        <span>{ui('name')}</span>
        <span>{ui('lx')}</span>
        <span>{ui('cct')}</span>
      </div>
      {modes.map((m) => (
        <div key={m.id} role="group" aria-label={m.name}>
          <div style={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 4, alignItems: 'center' }}>
            {field(m, 'name')}
            {field(m, 'lx')}
            {field(m, 'cct')}
            <button type="button" aria-label={ui('remove', { name: m.name })} title={ui('remove', { name: m.name })} style={{ padding: '4px 0', minWidth: 0 }} onClick={() => (setRefusal(null), write((y) => removeLitRow(y, 'modes', m.id)))}>
              ×
            </button>
          </div>
          {refusal?.id === m.id && (
            <p className="field-error" role="alert">
              {refusal.message}
            </p>
          )}
        </div>
      ))}
      <button type="button" disabled={modes.length >= LIT_MODES_MAX} onClick={add}>
        {ui('add')}
      </button>
      <NameDatalist id={names} kind="scene" />
      <CustomNamesList kind="scene" />
      <p className="small">{ui('hint')}</p>
      {/* the words' size: the chart caps it so the marks still fit its box */}
      <NumberInput label={ui('fontSize')} value={num(el.fontSize, 20)} min={8} max={200} onChange={(fontSize) => set({ fontSize })} />
      <CheckRow label={ui('hideTitle')} checked={el.hideTitle === true} onChange={(hideTitle) => set({ hideTitle })} />
    </div>
  );
}
