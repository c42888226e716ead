import { useTranslation } from 'react-i18next';
import type { LibraryQueueEntry } from '../../source/useLibraryUpload';

interface Props {
  entries: LibraryQueueEntry[];
  onRetry: (id: number) => void;
  onRemove: (id: number) => void;
  onClear: () => void;
}

/** Each file's state: waiting, uploading with its percentage, done, or failed with retry and remove. */
export function UploadQueueView({ entries, onRetry, onRemove, onClear }: Props) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const label = (e: LibraryQueueEntry) =>
    e.state === 'waiting' ? t('sourceUi.queueWaiting') : e.state === 'uploading' ? t('sourceUi.queueUploading', { percent: e.percent }) : e.state === 'done' ? t('sourceUi.queueDone') : t('sourceUi.queueFailed', { message: e.error });
  return (
    <section className="source-queue" aria-label={t('sourceUi.queue')} data-testid="upload-queue">
      <header>
        <h3>{t('sourceUi.queue')}</h3>
        {entries.some((e) => e.state === 'done') && (
          <button type="button" className="link small" onClick={onClear}>
            {t('sourceUi.queueClear')}
          </button>
        )}
      </header>
      <ul>
        {entries.map((e) => (
          <li key={e.id} className={`queue-row ${e.state}`} data-state={e.state} data-testid="queue-row">
            <span className="queue-name" title={e.name}>
              {e.name}
            </span>
            <span className="queue-state small" role={e.state === 'failed' ? 'alert' : undefined}>
              {label(e)}
            </span>
            {e.state === 'uploading' && <progress max={100} value={e.percent} aria-label={e.name} />}
            {e.state === 'failed' && (
              <button type="button" className="link small" onClick={() => onRetry(e.id)}>
                {t('sourceUi.queueRetry')}
              </button>
            )}
            {e.state !== 'uploading' && (
              <button type="button" className="link small" onClick={() => onRemove(e.id)}>
                {t('sourceUi.queueRemove')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
