import { useId } from 'react';

interface FieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | null;
  hint?: string;
  onChange?: (value: string) => void;
  /** extra control drawn at the end of the input row (e.g. "get code") */
  addon?: React.ReactNode;
}

/** A labelled text input with its error underneath, wired for screen readers. */
export function Field({ label, error, hint, onChange, addon, ...input }: FieldProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(e) => onChange?.(e.target.value)}
          {...input}
        />
        {addon}
      </div>
      {note && (
        <div id={`${id}-note`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {note}
        </div>
      )}
    </div>
  );
}
