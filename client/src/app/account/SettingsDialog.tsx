import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** App settings: language (applies at once) and display preferences kept on this device. */
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
      </div>
    </Dialog>
  );
}
