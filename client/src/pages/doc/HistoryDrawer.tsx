import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import { api } from '../../api/client';
import type { LocalVersion } from '../../storage/db';
import { toast } from '../../state/toasts';
import { NameDialog } from '../../ui/NameDialog';
import { secondText } from '../../ui/dates';
import { VERSION_LABEL_MAX } from '../../../../shared/src/protocol/history';
import type { DocSession } from '../../sync/doc-session';
import { listLocalVersions, versionJSON } from '../../sync/local-versions';
import { restoreInto } from '../../sync/useDocSession';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../state/session';
import { versionKindKey } from './version-kind';

interface ServerVersion {
  ver: number;
  time: number;
  kind: string;
  user: { nickname: string } | null;
  /** the name of a version saved by hand */
  label: string | null;
  /** everyone whose changes the version holds */
  authors: { uuid: string; nickname: string }[];
}

const formatTime = secondText;

/**
 * Local versions (this device, spec 001 §4) and server versions side by side; either opens as a
 * read-only preview and can be restored as a forward change.
 */
export function HistoryDrawer({ session, online, readOnly = false, onClose, onPreview }: { session: DocSession; online: boolean; readOnly?: boolean; onClose: () => void; onPreview: (json: DocumentJSON | null) => void }) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<LocalVersion[]>([]);
  const [server, setServer] = useState<ServerVersion[] | null>(null);
  const [chosen, setChosen] = useState<{ key: string; json: DocumentJSON; what: string } | null>(null);
  const user = useAtomValue(userAtom)!;
  const [naming, setNaming] = useState(false);

  const loadServer = useCallback(() => api('doc/history/find', { id: session.docId }, { showError: false }).then(setServer, () => setServer(null)), [session]);
  useEffect(() => {
    void listLocalVersions(session.docId).then(setLocal);
    if (online) void loadServer();
  }, [session, online, loadServer]);

  /** Keeps what the server holds now under a name; the dialog shows a refusal (empty, too long, storage full). */
  const saveNamed = async (label: string) => {
    await api('doc/history/save', { id: session.docId, label }, { showError: false });
    toast('success', t('history.saved', { label: label.trim() }));
    await loadServer();
  };

  /** `what`: the version as people will be told it was restored (its name, or its time) */
  const choose = (key: string, json: DocumentJSON, what: string) => {
    setChosen({ key, json, what });
    onPreview(json);
  };
  const restore = () => {
    if (!chosen) return;
    // the notice (to me with undo, to everyone else with who did it) follows from the change
    restoreInto(session, chosen.json, chosen.what, { uuid: user.uuid, name: user.nickname });
    onPreview(null);
    onClose();
  };

  return (
    <aside className="history-drawer" aria-label={t('docPage.history')} data-testid="history-drawer">
      <header>
        <h2>{t('docPage.history')}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => (onPreview(null), onClose())}>
          ×
        </button>
      </header>
      <section>
        <h3>{t('docPage.localVersions')}</h3>
        {local.length === 0 && <p className="muted small">{t('docPage.noVersions')}</p>}
        {local.map((v) => (
          <button key={`l${v.id}`} type="button" className={`version-row${chosen?.key === `l${v.id}` ? ' active' : ''}`} onClick={() => choose(`l${v.id}`, versionJSON(v), formatTime(v.at))}>
            <span>{formatTime(v.at)}</span>
            <span className="muted small">{v.list === 'short' ? t('docPage.shortList') : t('docPage.longList')}</span>
          </button>
        ))}
      </section>
      <section>
        <h3>{t('docPage.serverVersions')}</h3>
        {online && !readOnly && (
          <button type="button" className="link history-save" onClick={() => setNaming(true)}>
            + {t('history.save')}
          </button>
        )}
        {!online && <p className="muted small">{t('docPage.offlineHistory')}</p>}
        {online && server?.length === 0 && <p className="muted small">{t('docPage.noVersions')}</p>}
        {server?.map((v) => (
          <button
            key={`s${v.ver}`}
            type="button"
            className={`version-row${chosen?.key === `s${v.ver}` ? ' active' : ''}`}
            onClick={() => void api('doc/history/get', { id: session.docId, ver: v.ver }).then((json) => choose(`s${v.ver}`, json, v.label ?? `v${v.ver} · ${formatTime(v.time)}`))}
          >
            <span className="version-text">
              <span className="version-title">
                {v.label ? <strong>{v.label}</strong> : formatTime(v.time)}
                {versionKindKey(v.kind) && <span className="version-kind">{t(versionKindKey(v.kind)!)}</span>}
              </span>
              {v.label && <span className="muted small">{formatTime(v.time)}</span>}
              <span className="muted small">{v.authors.length > 0 ? t('history.by', { names: v.authors.map((a) => a.nickname).join(t('common.listSeparator')) }) : (v.user?.nickname ?? '—')}</span>
            </span>
            <span className="muted small">v{v.ver}</span>
          </button>
        ))}
      </section>
      <footer>
        {/* a viewer may look at versions but not restore one (the server would drop it) */}
        <button type="button" className="primary block" disabled={!chosen || readOnly} onClick={restore}>
          {t('docPage.restore')}
        </button>
      </footer>
      {naming && <NameDialog title={t('history.dialogTitle')} label={t('history.labelField')} maxLength={VERSION_LABEL_MAX} onSubmit={saveNamed} onClose={() => setNaming(false)} />}
    </aside>
  );
}
