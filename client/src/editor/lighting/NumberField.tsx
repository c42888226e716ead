import { Field } from '../../ui/Field';

/** A number typed into a placement dialog: kept as text while typed, read with Number() when used. */
export function NumberField({ label, value, onChange, min }: { label: string; value: string; onChange: (v: string) => void; min?: number }) {
  return <Field label={label} type="number" inputMode="decimal" min={min} value={value} onChange={onChange} />;
}
