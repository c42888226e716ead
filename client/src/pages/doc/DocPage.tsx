import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { addPage, renameDoc } from '../../../../shared/src/schema/edit';
import type { DocumentJSON } from '../../../../shared/src/schema/types';
import { isDocId } from '../../../../shared/src/rules/patterns';
import { userAtom } from '../../state/session';
import { LOCAL_ORIGIN } from '../../sync/doc-session';
import { colourFor } from '../../sync/presence';
import { useDocSession, useSyncStatus } from '../../sync/useDocSession';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ShareDialog } from '../../app/share/ShareDialog';
import { HistoryDrawer } from './HistoryDrawer';
import { PageCard } from './PageCard';
import { PresenceBar } from './PresenceBar';
import { StatusBadge } from './StatusBadge';
import { useDocView, useOthers } from './useDocView';
import '../../styles/doc.css';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * The document page (/kit/doc/<id>): the pages and text of a document, live with others,
 * working offline from this device's copy. The full canvas editor grows here.
 */
export default function DocPage() {
  const { id = '' } = useParams();
  return isDocId(id) ? <DocView docId={id} /> : <NotFoundPage />;
}

function DocView({ docId }: { docId: string }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const session = useDocSession(docId, user);
  const status = useSyncStatus(session);
  const view = useDocView(session);
  const others = useOthers(session);
  const online = useOnline();
  const [selected, setSelected] = useState<string[]>([]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [preview, setPreview] = useState<DocumentJSON | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const me = { uuid: user.uuid, name: user.nickname, color: colourFor(user.uuid) };

  if (!session || !view || status === 'loading') return <LoadingOverlay label={t('docPage.loading')} />;
  const shown = preview ?? view;
  const theme = (shown.options.theme ?? {}) as { width?: number; height?: number };
  const width = theme.width ?? 1920;
  const height = theme.height ?? 1080;

  const select = (elementId: string) => {
    setSelected([elementId]);
    session.setPresence({ selection: [elementId] });
  };
  const commitName = () => {
    if (name !== null) renameDoc(session.doc, name, LOCAL_ORIGIN);
    setName(null);
  };

  return (
    <div className="doc-page">
      <header className="doc-header">
        <Link to="/desktop" className="icon-link" aria-label={t('docPage.back')}>
          ←
        </Link>
        <input
          className="doc-name"
          aria-label={t('docPage.name')}
          value={name ?? view.name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          onBlur={commitName}
          onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
        />
        <StatusBadge status={status} />
        <span className="muted small">{t('docPage.pages', { n: view.pages.length })}</span>
        <div className="doc-header-right">
          <PresenceBar others={others} />
          <button type="button" onClick={() => setHistoryOpen((v) => !v)}>
            {t('docPage.history')}
          </button>
          {online && (
            <button type="button" onClick={() => setSharing(true)}>
              {t('shareDialog.button')}
            </button>
          )}
          <button
            type="button"
            className="primary"
            onClick={() => addPage(session.doc, t('docPage.newPageName', { n: view.pages.length + 1 }), t('docPage.newPageTitle'), undefined, LOCAL_ORIGIN)}
          >
            {t('docPage.addPage')}
          </button>
        </div>
      </header>
      <div className="doc-body">
        <main className={`doc-pages${preview ? ' previewing' : ''}`}>
          {preview && <div className="preview-banner">{t('docPage.previewTitle')}</div>}
          {shown.pages.map((page, i) => (
            <section key={page.id} className="doc-page-entry">
              <div className="page-label">
                {i + 1}. {page.name}
              </div>
              <PageCard session={session} page={page} width={width} height={height} user={me} others={others} selected={selected} onSelect={select} readOnly={preview !== null} />
            </section>
          ))}
        </main>
        {sharing && <ShareDialog docId={docId} onClose={() => setSharing(false)} />}
        {historyOpen && <HistoryDrawer session={session} online={online && status !== 'offline'} onClose={() => setHistoryOpen(false)} onPreview={setPreview} />}
      </div>
    </div>
  );
}
