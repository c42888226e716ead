import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINE_ROOT } from '../../../../shared/src/protocol/source-library';
import type { ResponseOf } from '../../../../shared/src/protocol/endpoints';
import { api } from '../../api/client';
import { toast } from '../../state/toasts';
import { dayText } from '../../ui/dates';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';

type TrashRow = ResponseOf<'source/trash'>['rows'][number];
const quiet = { showError: false };
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * My materials' trash (source/trash): removed files and folders, each restorable until its purge
 * date (source/restore puts a file back by `ids`, a folder with its contents by `folders`), and
 * emptied for good after a confirmation (source/emptytrash).
 */
export function TrashDialog({ onClose, onRestored }: { onClose: () => void; onRestored: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<TrashRow[] | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    api('source/trash', { dir: MINE_ROOT, page: 1 }, quiet).then(
      (page) => setRows(page.rows),
      (err: unknown) => setError(message(err)),
    );
  }, []);
  const restore = (row: TrashRow) =>
    void api('source/restore', row.folder ? { ids: [], folders: [row.id] } : { ids: [row.id], folders: [] }, quiet).then(
      () => {
        setRows((r) => r?.filter((x) => x !== row) ?? null);
        toast('success', t('sourceUi.restored'));
        onRestored();
      },
      (err: unknown) => toast('error', message(err)),
    );
  const empty = () =>
    void api('source/emptytrash', { dir: MINE_ROOT }, quiet).then(
      () => (setRows([]), toast('success', t('sourceFlow.emptied'))),
      (err: unknown) => toast('error', message(err)),
    );
  return (
    <Dialog title={t('sourceUi.trash')} width={520} onClose={onClose} testId="source-trash">
      {error && <p className="source-note error">{error}</p>}
      {!error && rows === null && <p className="muted">{t('sourceUi.loading')}</p>}
      {rows?.length === 0 && <p className="muted">{t('sourceFlow.trashEmpty')}</p>}
      <ul className="source-trash">
        {rows?.map((r) => (
          <li key={`${r.folder ? 'f' : 'i'}${r.id}`} data-testid="source-trash-row">
            <span className="source-trash-name">
              {r.folder && <span className="source-tag">{t('sourceFlow.folderTag')}</span>} {r.name}
              <span className="muted small"> · {t('sourceFlow.purgeAt', { date: dayText(r.purge_at) })}</span>
            </span>
            <button type="button" className="link" onClick={() => restore(r)}>
              {t('sourceUi.restore')}
            </button>
          </li>
        ))}
      </ul>
      {rows !== null && rows.length > 0 && (
        <p className="source-trash-foot">
          <button type="button" className="danger" onClick={() => setConfirming(true)} data-testid="source-empty-trash">
            {t('sourceFlow.emptyTrash')}
          </button>
        </p>
      )}
      {confirming && <ConfirmDialog title={t('sourceFlow.emptyTrash')} message={t('sourceFlow.emptyTrashConfirm')} danger onClose={() => setConfirming(false)} onConfirm={empty} />}
    </Dialog>
  );
}
