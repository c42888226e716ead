import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceStorageInfo } from './DeviceStorageInfo';
import { Dialog } from '../../ui/Dialog';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { BackupPanel } from './BackupPanel';
import { StorageBar } from './StorageBar';

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
