import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createDocumentLocally } from '../../sync/create-doc';
import { useSubscription } from '../../app/useSubscription';
import { userAtom } from '../../state/session';

/** The signed-in landing page; the document desktop itself grows here in the workspace issue. */
export function DesktopPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const view = useSubscription(user);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (!user || !view) return null;

  const newBlank = async () => {
    setCreating(true);
    try {
      const id = await createDocumentLocally({ type: 'plan', template: 'blank', name: t('doc.untitled') });
      navigate(`/doc/${id}`);
    } finally {
      setCreating(false);
    }
  };
  return (
    <div className="desktop">
      <section className="welcome">
        <div>
          <h1>{t('desktop.greeting', { name: user.nickname })}</h1>
          <p className="muted">{t('desktop.intro')}</p>
        </div>
        <div className="status-card">
          <div className="muted small">{t('desktop.accountCard')}</div>
          <span className={`badge badge-${view.badge}`}>{view.badgeText}</span>
          <div>{t('desktop.expires', { date: user.app.expires })}</div>
        </div>
      </section>
      <section className="empty-state">
        <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
          <rect x="14" y="26" width="68" height="50" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M14 38h68" stroke="currentColor" strokeWidth="3" />
          <circle cx="48" cy="58" r="8" fill="#ffb020" />
        </svg>
        <h2>{t('desktop.emptyTitle')}</h2>
        <p className="muted">{t('desktop.emptyBody')}</p>
        <button type="button" className="primary" disabled={creating} onClick={() => void newBlank()}>
          {creating ? t('desktopActions.creating') : t('desktopActions.newBlank')}
        </button>
      </section>
    </div>
  );
}
