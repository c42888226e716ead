import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../shared/src/protocol/storage';
import { askToKeepData, deviceStorage } from '../../sync/device-storage';
import type { DeviceStorage } from '../../sync/storage-health';

/**
 * What this browser holds for LightKit (documents, pictures, the app itself) and whether the
 * browser promised to keep it: shown offline too, it is all on the device.
 */
export function DeviceStorageInfo() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<DeviceStorage | null>(null);
  useEffect(() => {
    let live = true;
    // the request is made once per tab; asking before reading lets the answer show here
    void askToKeepData()
      .then(deviceStorage)
      .then((next) => live && setInfo(next));
    return () => {
      live = false;
    };
  }, []);
  if (!info) return null;
  const kept = info.persisted === null ? 'unknown' : info.persisted ? 'persisted' : 'notPersisted';
  return (
    <div style={{ display: 'grid', gap: 6, color: 'var(--ink-2)', whiteSpace: 'normal' }} data-testid="device-storage" data-persisted={String(info.persisted)}>
      <strong style={{ color: 'var(--ink)' }}>{t('localStore.device.title')}</strong>
      <span data-testid="device-usage">{t('localStore.device.usage', { used: formatBytes(info.usage), quota: formatBytes(info.quota) })}</span>
      <span data-testid="device-persisted">{t(`localStore.device.${kept}`)}</span>
    </div>
  );
}
