import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '../../sync/status';

/** The statuses about this device's own storage: their words live in the localStore catalogue. */
const DEVICE = { deviceFull: 'deviceFull', deviceFullSynced: 'deviceFullSynced' } as const;

export function StatusBadge({ status }: { status: SyncStatus }) {
  const { t } = useTranslation();
  const device = status === 'deviceFull' || status === 'deviceFullSynced' ? DEVICE[status] : null;
  return (
    <span
      className={`sync-status sync-${status}`}
      data-testid="sync-status"
      data-status={status}
      role="status"
      title={device ? t(`localStore.banner.${device}`) : undefined}
    >
      <span className="sync-dot" aria-hidden="true" />
      {device ? t(`localStore.status.${device}`) : t(`docPage.status.${status as Exclude<SyncStatus, keyof typeof DEVICE>}`)}
    </span>
  );
}
