import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from './field-rules';

interface Props {
  label: string;
  /** the stored value as text */
  value: string;
  rule: FieldRule;
  /** told only of an accepted value that differs from the stored one */
  onCommit: (value: unknown) => void;
  disabled?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel';
  placeholder?: string;
  className?: string;
}

/**
 * A text field of the products panel: typed freely, committed on blur or Enter through its rule,
 * reverted by Esc. A refused value is not written: the stored value comes back into the field
 * and the rule's message stays under it until the next edit, so the person sees both what is
 * kept and why their value was not.
 */
export function CommitField({ label, value, rule, onCommit, disabled, inputMode, placeholder, className }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraftState] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the draft as of now: Enter commits and then blur fires on the same draft
  const pending = useRef<string | null>(null);
  const setDraft = (next: string | null) => {
    pending.current = next;
    setDraftState(next);
  };
  const commit = () => {
    const text = pending.current;
    if (text === null) return;
    setDraft(null);
    if (text === value) return;
    const r = rule(text);
    if (!r.ok) {
      setError(t(r.key, r.values ?? {}) as string);
      return;
    }
    setError(null);
    onCommit(r.value);
  };
  return (
    <div className={`commit-field${error ? ' refused' : ''}${className ? ` ${className}` : ''}`}>
      <label className="commit-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        value={draft ?? value}
        disabled={disabled}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setError(null);
          setDraft(e.target.value);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') {
            // Esc reverts this field only; the panel stays open
            e.stopPropagation();
            setDraft(null);
            setError(null);
          }
        }}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
