import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../shared/src/protocol/storage';
import { currentLang } from '../../i18n/setup';
import { toast } from '../../state/toasts';
import { workspaceChanged } from '../workspace/changes';
import { saveBlob } from '../../ui/save-file';
import { BackupRefusal, fetchExport, sendImport } from './backup-files';

/**
 * Settings' "Backup and export" (issue 19): every document of the account as one zip, and that
 * zip restored as new documents. Each button shows its busy state until the server has answered.
 */
export function BackupPanel() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [note, setNote] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const failed = (err: unknown) => {
    const message = err instanceof BackupRefusal ? err.message : t('backup.failed');
    setNote(message);
    toast('error', message);
  };

  const exportAll = async () => {
    setBusy('export');
    setNote('');
    try {
      const { blob, name } = await fetchExport(currentLang(), t('backup.failed'));
      saveBlob(blob, name);
      setNote(t('backup.exported', { size: formatBytes(blob.size) }));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File) => {
    setBusy('import');
    setNote('');
    try {
      const done = await sendImport(file, currentLang(), t('backup.failed'));
      const message = t('backup.imported', { count: done.restored, pictures: done.pictures });
      setNote(message);
      toast('success', message);
      workspaceChanged();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section style={{ display: 'grid', gap: 8 }} data-testid="backup-panel" aria-busy={busy !== null}>
      <strong>{t('backup.title')}</strong>
      {/* the dialog opens from the header, whose text does not wrap: this paragraph does */}
      <p style={{ color: 'var(--ink-2)', whiteSpace: 'normal' }}>{t('backup.hint')}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" disabled={busy !== null} onClick={() => void exportAll()} data-testid="backup-export">
          {busy === 'export' ? t('backup.exporting') : t('backup.export')}
        </button>
        <button type="button" disabled={busy !== null} onClick={() => picker.current?.click()} data-testid="backup-import">
          {busy === 'import' ? t('backup.importing') : t('backup.import')}
        </button>
        <input
          ref={picker}
          type="file"
          accept=".zip,application/zip"
          hidden
          data-testid="backup-import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      {note && (
        <span role="status" style={{ color: 'var(--ink-2)', whiteSpace: 'normal' }} data-testid="backup-note">
          {note}
        </span>
      )}
    </section>
  );
}
