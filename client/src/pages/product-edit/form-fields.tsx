import { useId } from 'react';

// The editor's labelled controls beyond ui/Field (a text area, a select). Each carries
// data-field with its form path, which is how a refused save scrolls to the first message.

interface Common {
  label: string;
  path: string;
  error?: string | null;
  hint?: string;
  wide?: boolean;
}

function Note({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  const note = error ?? hint;
  if (!note) return null;
  return (
    <div id={`${id}-note`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
      {note}
    </div>
  );
}

export function TextInput({ label, path, error, hint, wide, value, onChange, ...input }: Common & { value: string; onChange: (v: string) => void } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>) {
  const id = useId();
  return (
    <div className={`field pe-field${wide ? ' pe-wide' : ''}${error ? ' field-invalid' : ''}`} data-field={path}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? `${id}-note` : undefined} onChange={(e) => onChange(e.target.value)} {...input} />
      <Note id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({ label, path, error, hint, value, onChange, maxLength, rows = 3 }: Common & { value: string; onChange: (v: string) => void; maxLength?: number; rows?: number }) {
  const id = useId();
  return (
    <div className={`field pe-field pe-wide${error ? ' field-invalid' : ''}`} data-field={path}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="pe-textarea" rows={rows} value={value} maxLength={maxLength} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value)} />
      <Note id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectInput({ label, path, error, hint, value, onChange, options, addon }: Common & { value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[]; addon?: React.ReactNode }) {
  const id = useId();
  return (
    <div className={`field pe-field${error ? ' field-invalid' : ''}`} data-field={path}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <select id={id} className="pe-select" value={value} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {addon}
      </div>
      <Note id={id} error={error} hint={hint} />
    </div>
  );
}

/** A titled block of the editor page; the id is the anchor of the section nav. */
export function Section({ id, title, hint, children, actions }: { id: string; title: string; hint?: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <section className="pe-section" id={`pe-${id}`} aria-labelledby={`pe-${id}-title`}>
      <header className="pe-section-head">
        <h3 id={`pe-${id}-title`}>{title}</h3>
        {actions}
      </header>
      {hint && <p className="pe-hint">{hint}</p>}
      {children}
    </section>
  );
}
