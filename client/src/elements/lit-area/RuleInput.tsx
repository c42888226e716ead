import { useRef } from 'react';

/** What a planning field shows after a commit: the value stored (cleaned), or the previous one when refused. */
export type RuleCommit = (typed: string) => string;

/**
 * A text field of a planning chart, committed on Enter or blur through the chart's rule. The
 * rule's answer is put back in the field: the cleaned value (333 lx shows as 330) or, when it
 * is refused, the value from before (the message is shown by the caller). The commit is bound
 * when typing starts, so it never lands on a row or element selected meanwhile.
 */
export function RuleInput({ label, value, commit, numeric, width, list }: { label: string; value: string; commit: RuleCommit; numeric?: boolean; width?: number; list?: string }) {
  const bound = useRef(commit);
  const done = (input: HTMLInputElement) => {
    if (input.value === value) return;
    input.value = bound.current(input.value);
  };
  return (
    <input
      aria-label={label}
      title={label}
      defaultValue={value}
      inputMode={numeric ? 'numeric' : undefined}
      // the id of a <datalist> of names to offer (custom-names)
      list={list}
      style={{ width: width ?? '100%', minWidth: 0 }}
      onFocus={() => (bound.current = commit)}
      onBlur={(e) => done(e.target)}
      onKeyDown={(e) => {
        // the editor's shortcuts (Delete, arrows) are not for a field being typed in
        e.stopPropagation();
        if (e.key === 'Enter') done(e.currentTarget);
      }}
    />
  );
}

/** The rule's message under a part of the inspector: a refusal in red (alert), a warning in amber (status). */
export function RuleMessage({ message }: { message: { kind: 'error' | 'warning'; text: string } | null }) {
  if (!message) return null;
  return (
    <p className="small" role={message.kind === 'error' ? 'alert' : 'status'} style={{ color: message.kind === 'error' ? '#c92a2a' : '#a85d00', margin: '4px 0' }}>
      ⚠ {message.text}
    </p>
  );
}
