import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../../shared/src/protocol/workspace';
import { api } from '../../api/client';
import { workspaceChanged } from '../../app/workspace/changes';
import { minuteText } from '../../ui/dates';
import { toast } from '../../state/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** The recycle bin: restore, delete forever (confirmed), empty it. */
export function TrashPage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<'some' | 'all' | null>(null);
  const load = useCallback(() => void api('doc/trash', { page: 1 }).then((p) => setRows(p.rows), () => setRows([])), []);
  useEffect(load, [load]);
  const after = (message: string) => () => {
    toast('success', message);
    setSelected([]);
    load();
    workspaceChanged();
  };
  const restore = (ids: string[]) => void api('doc/recover', { ids }).then(after(t('trash.restored')));
  const destroy = (ids: string[]) => void api('doc/foreverremove', { ids }).then(after(t('trash.deleted')));

  return (
    <div className="desktop">
      <div className="desktop-toolbar">
        <h2>{t('trash.title')}</h2>
        <div className="toolbar-right">
          <button type="button" disabled={selected.length === 0} onClick={() => restore(selected)}>
            {t('trash.restore')}
          </button>
          <button type="button" className="danger" disabled={selected.length === 0} onClick={() => setConfirm('some')}>
            {t('trash.deleteForever')}
          </button>
          <button type="button" className="danger" disabled={!rows?.length} onClick={() => setConfirm('all')}>
            {t('trash.clearAll')}
          </button>
        </div>
      </div>
      {rows?.length === 0 ? (
        <section className="empty-state">
          <h2>{t('trash.empty')}</h2>
        </section>
      ) : (
        <table className="trash-table" data-testid="trash">
          <thead>
            <tr>
              <th />
              <th>{t('list.name')}</th>
              <th className="trash-time">{t('list.time')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows?.map((r) => (
              <tr key={r.id} data-name={r.name}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={r.name}
                    checked={selected.includes(r.id)}
                    onChange={(e) => setSelected((s) => (e.target.checked ? [...s, r.id] : s.filter((x) => x !== r.id)))}
                  />
                </td>
                <td>{r.name}</td>
                <td className="muted trash-time">{minuteText(r.update_time)}</td>
                <td>
                  <button type="button" className="link" onClick={() => restore([r.id])}>
                    {t('trash.restore')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm === 'all' ? t('trash.clearAll') : t('trash.deleteForever')}
          message={confirm === 'all' ? t('trash.confirmClear') : t('trash.confirmDelete', { n: selected.length })}
          danger
          onConfirm={() => destroy(confirm === 'all' ? (rows ?? []).map((r) => r.id) : selected)}
          onClose={() => setConfirm(null)}
        />
      )}
    </div>
  );
}
