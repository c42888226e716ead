import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';

/**
 * An input that keeps its node (and so the focus and caret) across commits, and shows the
 * stored value when it changes, a colleague's edit or a commit's cleaned value, unless it is
 * being typed in: what the designer is typing is never overwritten under their fingers.
 */
export function SyncedInput({ value, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue'> & { value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = ref.current!;
    if (input !== document.activeElement && input.value !== value) input.value = value;
  }, [value]);
  return <input ref={ref} defaultValue={value} {...props} />;
}
