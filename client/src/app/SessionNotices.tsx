import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPath } from '../api/session-codes';
import { sessionNoticeAtom } from '../state/session';
import { store } from '../state/store';
import { Dialog } from '../ui/Dialog';

/** Offline notice, redirect alert and upgrade dialog (spec 000 §4, §8). */
export function SessionNotices() {
  const { t } = useTranslation();
  const notice = useAtomValue(sessionNoticeAtom);

  useEffect(() => {
    if (notice?.kind !== 'redirect' || notice.delayMs === null) return;
    const timer = setTimeout(() => window.location.assign(notice.target), notice.delayMs);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  if (notice.kind === 'upgrade') {
    return (
      <Dialog
        title={t('notice.upgradeTitle')}
        testId="upgrade-dialog"
        footer={
          <button type="button" className="primary" onClick={() => window.location.reload()}>
            {t('notice.refreshNow')}
          </button>
        }
      >
        <p>{t('notice.upgradeBody')}</p>
      </Dialog>
    );
  }
  if (notice.kind === 'offline') {
    const relogin = () => {
      const forward = window.location.pathname.replace(/^\/kit/, '') + window.location.search;
      store.set(sessionNoticeAtom, null);
      window.location.assign(loginPath(forward.startsWith('/login') ? undefined : forward));
    };
    return (
      <Dialog
        title={t('notice.offlineTitle')}
        testId="offline-notice"
        footer={
          <button type="button" className="primary" onClick={relogin}>
            {t('notice.relogin')}
          </button>
        }
      >
        <p>{notice.message}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('notice.redirectTitle')}
      testId="redirect-notice"
      footer={
        <button type="button" className="primary" onClick={() => window.location.assign(notice.target)}>
          {notice.hasSites ? t('notice.switchAccount') : t('notice.jumpNow')}
        </button>
      }
    >
      <p>{notice.message}</p>
    </Dialog>
  );
}
