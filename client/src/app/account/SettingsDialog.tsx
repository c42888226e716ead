import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type StorageUsage } from '../../../../shared/src/protocol/storage';
import { api } from '../../api/client';
import { DeviceStorageInfo } from './DeviceStorageInfo';
import { Dialog } from '../../ui/Dialog';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { BackupPanel } from './BackupPanel';

/** How much of the account's storage quota is used (documents, history, uploads); hidden offline. */
function StorageBar() {
  const { t } = useTranslation();
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  useEffect(() => {
    void api('auth/storage', {}, { showError: false }).then(setUsage, () => setUsage(null));
  }, []);
  if (!usage) return null;
  return (
    <div style={{ display: 'grid', gap: 6, color: 'var(--ink-2)' }} data-testid="storage-usage">
      <span>{t('storage.usage', { used: formatBytes(usage.used), limit: formatBytes(usage.limit) })}</span>
      <meter min={0} max={usage.limit} value={Math.min(usage.used, usage.limit)} high={usage.limit * 0.9} optimum={0} style={{ width: '100%' }} />
    </div>
  );
}

/** App settings: language (applies at once), display preferences kept on this device, storage use (the account's, and this device's), backup and export. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState(() => (localStorage.getItem('lk.layout') === 'table' ? 'table' : 'grid'));
  return (
    <Dialog title={t('settings.title')} width={420} onClose={onClose} testId="settings-dialog">
      <div className="form">
        <LanguageSwitch />
        <label className="language-switch">
          <span>{t('settings.defaultLayout')}</span>
          <select
            value={layout}
            onChange={(e) => {
              setLayout(e.target.value);
              localStorage.setItem('lk.layout', e.target.value);
            }}
          >
            <option value="grid">{t('list.grid')}</option>
            <option value="table">{t('list.table')}</option>
          </select>
        </label>
        <StorageBar />
        <DeviceStorageInfo />
        <BackupPanel />
      </div>
    </Dialog>
  );
}
