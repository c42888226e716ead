import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '../../sync/status';
import { deviceWords } from '../../sync/storage-health';

/** `deviceFailure`: why this device's storage refused a write, when it did (its words differ). */
export function StatusBadge({ status, deviceFailure = null }: { status: SyncStatus; deviceFailure?: 'quota' | 'error' | null }) {
  const { t } = useTranslation();
  // the statuses about this device's own storage have their words in the localStore catalogue
  const device = deviceWords(status, deviceFailure);
  return (
    <span
      className={`sync-status sync-${status}`}
      data-testid="sync-status"
      data-status={status}
      role="status"
      title={device ? t(`localStore.banner.${device}`) : undefined}
    >
      <span className="sync-dot" aria-hidden="true" />
      {device ? t(`localStore.status.${device}`) : t(`docPage.status.${status as Exclude<SyncStatus, 'deviceFull' | 'deviceFullSynced'>}`)}
    </span>
  );
}
