import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '../../sync/status';

export function StatusBadge({ status }: { status: SyncStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`sync-status sync-${status}`} data-testid="sync-status" data-status={status} role="status">
      <span className="sync-dot" aria-hidden="true" />
      {t(`docPage.status.${status}`)}
    </span>
  );
}
