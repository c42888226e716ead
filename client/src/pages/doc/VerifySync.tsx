import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { toast } from '../../state/toasts';
import type { DocSession } from '../../sync/doc-session';
import { verdictOf, type Verdict } from '../../sync/verify-sync';

/** The words for a verdict (校验同步). */
export function verdictText(v: Verdict, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (v.equal) return t('syncTrust.equal');
  const parts: string[] = [];
  if (v.pages.length > 0) parts.push(t('syncTrust.differsPages', { pages: v.pages.map((n) => t('syncTrust.page', { n })).join(t('common.listSeparator')) }));
  if (v.oneSided) parts.push(t('syncTrust.pageGone'));
  if (parts.length === 0) parts.push(t('syncTrust.differsRest'));
  return t('syncTrust.differs', { what: parts.join(t('common.listSeparator')) });
}

/**
 * 校验同步: asks the server for its fingerprint of the document, compares it with this device's
 * and says 一致 or what differs, offering a fresh sync (a reconnect exchanges everything each
 * side lacks).
 */
export function useVerifySync(session: DocSession): { run: () => void; busy: boolean } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = useCallback(() => {
    if (!navigator.onLine) return void toast('warning', t('syncTrust.offline'));
    setBusy(true);
    api('doc/verify', { id: session.docId }, { showError: false })
      .then((server) => {
        const verdict = verdictOf(session.doc, server);
        if (verdict.equal) return void toast('success', verdictText(verdict, t));
        const resync = () => {
          session.provider.disconnect();
          session.connect();
        };
        toast('warning', verdictText(verdict, t), { label: t('syncTrust.resync'), run: resync });
      })
      .catch(() => toast('error', t('syncTrust.failed')))
      .finally(() => setBusy(false));
  }, [session, t]);
  return { run, busy };
}

export function VerifySyncButton({ session }: { session: DocSession }) {
  const { t } = useTranslation();
  const { run, busy } = useVerifySync(session);
  return (
    <button type="button" className="verify-sync" data-testid="verify-sync" disabled={busy} onClick={run}>
      {busy ? t('syncTrust.verifying') : t('syncTrust.verify')}
    </button>
  );
}

/** The same command in the ⋯ menu of phones and tablets, where the header has no room. */
export function VerifyMenuItem({ session, close }: { session: DocSession; close: () => void }) {
  const { t } = useTranslation();
  const { run } = useVerifySync(session);
  return (
    <button type="button" role="menuitem" onClick={() => (close(), run())}>
      {t('syncTrust.verify')}
    </button>
  );
}
