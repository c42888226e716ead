import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMissingCall, loadTrash, restoreSources } from '../../source/source-api';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';

/** Deleted materials, restorable for a while, when the server keeps a trash (source/trash, source/restore). */
export function TrashDialog({ onClose, onRestored }: { onClose: () => void; onRestored: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<{ id: string; name: string }[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    loadTrash().then(setRows, (err: unknown) => setError(isMissingCall(err) ? t('sourceUi.notReady', { message: (err as Error).message }) : String((err as Error).message ?? err)));
  }, [t]);
  const restore = (id: string) =>
    void restoreSources([id]).then(
      () => {
        setRows((r) => r?.filter((x) => x.id !== id) ?? null);
        toast('success', t('sourceUi.restored'));
        onRestored();
      },
      (err: unknown) => toast('error', (err as Error).message),
    );
  return (
    <Dialog title={t('sourceUi.trash')} width={480} onClose={onClose} testId="source-trash">
      {error && <p className="source-note">{error}</p>}
      {!error && rows === null && <p className="muted">{t('sourceUi.loading')}</p>}
      {rows?.length === 0 && <p className="muted">{t('sourceUi.empty')}</p>}
      <ul className="source-trash">
        {rows?.map((r) => (
          <li key={r.id}>
            <span>{r.name}</span>
            <button type="button" className="link" onClick={() => restore(r.id)}>
              {t('sourceUi.restore')}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
