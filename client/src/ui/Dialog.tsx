import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayer } from './useLayer';

interface DialogProps {
  title: string;
  width?: number;
  /** absent: the dialog cannot be closed (no ×, Esc and the backdrop do nothing) */
  onClose?: () => void;
  footer?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
  /** a class beside `dialog`, for a dialog's own layout (e.g. full width on a phone) */
  className?: string;
}

/** A modal dialog: focus moves in on open, Esc closes it when closable. */
export function Dialog({ title, width = 480, onClose, footer, children, testId, className }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  // Esc closes it when it is the topmost layer; an unclosable dialog still keeps the key
  useLayer(true, onClose);
  useEffect(() => {
    const el = ref.current;
    (el?.querySelector<HTMLElement>('input:not([disabled]), button.primary') ?? el)?.focus();
  }, []);

  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div
        ref={ref}
        className={className ? `dialog ${className}` : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width }}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="dialog-body">{children}</div>
        {footer && <footer className="dialog-footer">{footer}</footer>}
      </div>
    </div>
  );
}
