import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLayer } from './useLayer';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** why it is disabled, or what it will do (a tooltip) */
  title?: string;
}

/** A menu at the pointer; closes on a click elsewhere, Esc, or after a choice. */
export function ContextMenu({ x, y, items, onClose }: { x: number; y: number; items: MenuItem[]; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayer(true, onClose, ref);
  // kept on screen by its measured size (entries are taller on touch screens)
  const [at, setAt] = useState({ left: x, top: y });
  useLayoutEffect(() => {
    const box = ref.current!.getBoundingClientRect();
    setAt({ left: Math.max(4, Math.min(x, window.innerWidth - box.width - 4)), top: Math.max(4, Math.min(y, window.innerHeight - box.height - 4)) });
  }, [x, y]);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, []);
  return (
    <div ref={ref} className="context-menu" role="menu" style={at}>
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          className={item.danger ? 'danger' : undefined}
          disabled={item.disabled}
          title={item.title}
          onClick={() => {
            onClose();
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
