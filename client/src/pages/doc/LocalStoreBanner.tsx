import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastSynced } from '../../sync/device-storage';
import type { SyncStatus } from '../../sync/status';
import { deviceWords, staleDays } from '../../sync/storage-health';

/** Statuses in which this device holds changes the server has not confirmed. */
const UNSENT: ReadonlySet<SyncStatus> = new Set(['local', 'syncing', 'full', 'deviceFull']);

/**
 * What the badge can only hint at, said in full over the editor: this device's storage refuses
 * writes (the changes are in memory only, or on the server only), or changes have waited
 * unsent for a week since the last sync (a browser may evict a site's storage by then).
 */
export function LocalStoreBanner({ docId, status, deviceFailure }: { docId: string; status: SyncStatus; deviceFailure: 'quota' | 'error' | null }) {
  const { t } = useTranslation();
  // read again at every status change (the clock with it): enough for a warning counted in days
  const [synced, setSynced] = useState<{ docId: string; at: number | null; now: number } | null>(null);
  useEffect(() => {
    let live = true;
    void lastSynced(docId).then((record) => live && setSynced({ docId, at: record?.at ?? null, now: Date.now() }));
    return () => {
      live = false;
    };
  }, [docId, status]);

  const device = deviceWords(status, deviceFailure);
  if (device) {
    return (
      <div className="preview-banner local-store-banner" role="alert" data-testid="local-store-banner" data-kind={device}>
        {t(`localStore.banner.${device}`)}
      </div>
    );
  }
  const days = synced?.docId === docId ? staleDays({ lastSynced: synced.at, unsent: UNSENT.has(status), now: synced.now }) : null;
  if (days === null) return null;
  return (
    <div className="preview-banner local-store-banner" role="alert" data-testid="local-store-banner" data-kind="stale">
      {t('localStore.banner.stale', { days })}
    </div>
  );
}
