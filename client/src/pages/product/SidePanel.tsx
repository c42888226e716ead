import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayer } from '../../ui/useLayer';

interface Props {
  title: string;
  /** 'drawer': 320 px (spec 000 §2 drawers); 'detail': the wider product panel */
  kind: 'drawer' | 'detail';
  onClose: () => void;
  children: React.ReactNode;
  footer?: React.ReactNode;
  testId?: string;
}

/**
 * A panel over the right of the page with a dimmed backdrop; full screen on phones (the CSS).
 * Esc, the × and the backdrop close it; focus moves in so the keyboard starts there.
 */
export function SidePanel({ title, kind, onClose, children, footer, testId }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useLayer(true, onClose);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <div className="panel-backdrop" onClick={onClose} />
      <aside ref={ref} className={`side-panel side-panel-${kind}`} role="dialog" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <header className="side-panel-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="side-panel-body">{children}</div>
        {footer && <footer className="side-panel-foot">{footer}</footer>}
      </aside>
    </>
  );
}
