import { useRef, useState } from 'react';
import { useLayer } from '../ui/useLayer';

interface Props {
  label: string;
  /** the face when it is not the label (an icon); the label is then its accessible name */
  face?: React.ReactNode;
  /** `end`: it opens leftwards (the right side of a bar) */
  align?: 'start' | 'end';
  children: (close: () => void) => React.ReactNode;
}

/** A small dropdown of choices under a toolbar button. */
export function ToolMenu({ label, face, align = 'start', children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useLayer(open, () => setOpen(false), root);
  return (
    <div ref={root} className="tool-menu" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <button type="button" className="tool" aria-haspopup="menu" aria-expanded={open} aria-label={face ? label : undefined} title={face ? label : undefined} onClick={() => setOpen((v) => !v)}>
        {face ?? label}
        {!face && (
          <span className="caret" aria-hidden="true">
            ▾
          </span>
        )}
      </button>
      {open && (
        <div className={`tool-popover${align === 'end' ? ' end' : ''}`} role="menu">
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
