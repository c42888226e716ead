import { useLayoutEffect, useRef, useState } from 'react';

/** Clamps to [min, max] and rounds to the step (spec 001 §5 number input). */
export function clampNumber(value: number, min: number, max: number, step?: number): number {
  const clamped = Math.min(max, Math.max(min, value));
  if (!step) return clamped;
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number((Math.round(clamped / step) * step).toFixed(decimals));
}

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}

/**
 * What was typed, with the handler (and so the element) it was typed for and the value it
 * replaced. Only a draft is ever written: a field that merely shows a value (perhaps another
 * element's, after the selection moved) writes nothing when it loses focus.
 */
interface Draft {
  text: string;
  onChange: (value: number) => void;
  from: number;
}

/** A number typed freely and committed on Enter or blur, clamped; nonsense restores the old value. */
export function NumberInput({ label, value, min, max, step = 1, onChange }: Props) {
  const [draft, setDraftState] = useState<Draft | null>(null);
  // the draft as of now, not as of the last render: blur and unmount may both try to commit it
  const pending = useRef<Draft | null>(null);
  const setDraft = (next: Draft | null) => {
    pending.current = next;
    setDraftState(next);
  };
  const commit = () => {
    const d = pending.current;
    if (!d) return;
    setDraft(null);
    const n = Number(d.text);
    if (d.text.trim() === '' || !Number.isFinite(n)) return;
    const next = clampNumber(n, min, max, step);
    if (next !== d.from) d.onChange(next);
  };
  // a field removed while a draft is pending (its element deselected) still delivers it there
  const latest = useRef(commit);
  useLayoutEffect(() => {
    latest.current = commit;
  });
  useLayoutEffect(() => () => latest.current(), []);
  return (
    <label className="num-input">
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        aria-label={label}
        value={draft?.text ?? String(value)}
        // the element is fixed by the first keystroke, not by whatever is selected at commit
        onChange={(e) => setDraft({ text: e.target.value, onChange: pending.current?.onChange ?? onChange, from: pending.current?.from ?? value })}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          e.stopPropagation();
        }}
      />
    </label>
  );
}
