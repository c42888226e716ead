import { useRef, useState } from 'react';

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

/** A number typed freely and committed on Enter or blur, clamped; nonsense restores the old value. */
export function NumberInput({ label, value, min, max, step = 1, onChange }: Props) {
  // what is being typed; null shows the current value (which others may change meanwhile)
  const [draft, setDraft] = useState<string | null>(null);
  // The handler (and so the element) as it was when typing began: clicking another element
  // on the canvas changes the selection before this field loses focus and commits.
  const target = useRef({ onChange, value });
  const text = draft ?? String(value);
  const commit = () => {
    const n = Number(text);
    setDraft(null);
    if (text.trim() === '' || !Number.isFinite(n)) return;
    const next = clampNumber(n, min, max, step);
    if (next !== target.current.value) target.current.onChange(next);
  };
  return (
    <label className="num-input">
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        aria-label={label}
        value={text}
        onFocus={() => (target.current = { onChange, value })}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          e.stopPropagation();
        }}
      />
    </label>
  );
}
