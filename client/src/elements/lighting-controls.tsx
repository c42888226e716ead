import { useRef } from 'react';
import { NumberInput } from '../editor/panels/NumberInput';

// Form rows the lighting inspectors share, built like the shape and input inspectors' rows.

/** A number as stored, or a fallback when the document holds something else (NaN, text). */
export const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export function SelectRow<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly (readonly [V, string])[]; onChange: (v: V) => void }) {
  return (
    <label className="select-row">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A text field committed on blur, keyed by element and bound to it when typing starts, so it
 * never lands on an element selected meanwhile. `suggest`: choices offered as the field is typed.
 */
export function TextRow({ id, label, value, set, suggest }: { id: string; label: string; value: string; set: (v: string) => void; suggest?: readonly string[] }) {
  const bound = useRef(set);
  const listId = `${id}-${label}-choices`;
  return (
    <label className="select-row">
      <span>{label}</span>
      <input key={id} aria-label={label} defaultValue={value} maxLength={50} list={suggest ? listId : undefined} onFocus={() => (bound.current = set)} onBlur={(e) => e.target.value.trim() !== value && bound.current(e.target.value.trim())} />
      {suggest && (
        <datalist id={listId}>
          {suggest.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </label>
  );
}

export function CheckRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** spec 001 §3: a spot's opacity is 40 or 80 at one click, or any percent typed (0-100). */
export function OpacityRow({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return (
    <div className="row">
      <div className="segmented" role="radiogroup" aria-label={label}>
        {[40, 80].map((v) => (
          <button key={v} type="button" role="radio" aria-checked={value === v} onClick={() => onChange(v)}>
            {v}%
          </button>
        ))}
      </div>
      <NumberInput label={label} value={value} min={0} max={100} onChange={onChange} />
    </div>
  );
}
