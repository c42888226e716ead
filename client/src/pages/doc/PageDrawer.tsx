import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayer } from '../../ui/useLayer';

/**
 * The page list as a drawer over the canvas, on screens too narrow to keep it beside it: a tap
 * outside or Esc closes it, and so does opening a page.
 */
export function PageDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  useLayer(true, onClose);
  return (
    <>
      <div className="drawer-scrim" aria-hidden="true" onClick={onClose} />
      <div className="page-drawer" role="dialog" aria-label={t('editor.pages')}>
        {children}
      </div>
    </>
  );
}
