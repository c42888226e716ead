import { useId } from 'react';

// A number typed into a calculator: kept as the words typed (so "1." or "" can be on the way to
// a number), parsed by the tool, which shows its refusal under the field.

interface Props {
  label: string;
  unit?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId?: string;
}

/** The number in a field's words, or null when they are not one (empty, "abc", "1e999"). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/，/g, '.').replace(/,/g, '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

export function NumberField({ label, unit, value, onChange, error, testId }: Props) {
  const id = useId();
  return (
    <div className={`tool-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <span className="tool-input">
        <input id={id} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} data-testid={testId} />
        {unit && <span className="tool-unit">{unit}</span>}
      </span>
      {error && (
        <span className="tool-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

interface SelectProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
}

export function SelectField<V extends string | number>({ label, value, options, onChange, testId }: SelectProps<V>) {
  const id = useId();
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={String(value)} data-testid={testId} onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)!.value)}>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
