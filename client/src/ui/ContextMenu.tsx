import { useEffect, useLayoutEffect, useRef } from 'react';
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
  // kept whole on the screen, measured: rows are taller on touch screens, and a phone is narrow
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    el.style.left = `${Math.max(4, Math.min(x, window.innerWidth - box.width - 4))}px`;
    el.style.top = `${Math.max(4, Math.min(y, window.innerHeight - box.height - 4))}px`;
  }, [x, y]);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, []);
  return (
    <div ref={ref} className="context-menu" role="menu" style={{ left: Math.min(x, window.innerWidth - 200), top: Math.min(y, window.innerHeight - items.length * 34 - 16) }}>
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
