import i18next from 'i18next';
import { REDIRECT_ALERT_DELAY_MS, REDIRECT_WARN_DELAY_MS, SESSION_CODES } from '../../../shared/src/protocol/codes';
import type { Envelope } from '../../../shared/src/protocol/envelope';
import { sessionNoticeAtom, userAtom } from '../state/session';
import { store } from '../state/store';
import { toast } from '../state/toasts';

const APP_BASE = '/kit';
export const loginPath = (forward?: string): string =>
  forward ? `${APP_BASE}/login?forward=${encodeURIComponent(forward)}` : `${APP_BASE}/login`;

function forwardOf(data: unknown): string | null {
  const forward = (data as { forward?: unknown } | null)?.forward;
  return typeof forward === 'string' && forward !== '' ? forward : null;
}

// The user cache lives in IndexedDB (Dexie), loaded only when a session ends: the shared
// viewer calls /kapi through this module and must not download the local database to do so.
const signOutLocally = () => {
  store.set(userAtom, null);
  void import('../state/user-cache').then((cache) => cache.forgetUser());
};
const here = () => window.location.pathname.replace(/^\/kit/, '') + window.location.search;

/**
 * The client side of spec 000 §8: session-ending codes sign out and explain why; other
 * failures become a toast unless the server (extra.toast) or the caller (showError) says not.
 * An empty or 404 message becomes "request to service failed, please retry".
 */
export function reactToFailure(envelope: Envelope, options: { showError?: boolean }): void {
  const behaviour = SESSION_CODES[envelope.code];
  const message = envelope.message && envelope.message !== '404' ? envelope.message : i18next.t('errors.network');
  switch (behaviour) {
    case 'silent':
      return;
    case 'offline-notice':
      signOutLocally();
      store.set(sessionNoticeAtom, { kind: 'offline', message: envelope.message || i18next.t('notice.offlineDefault') });
      return;
    case 'warn-redirect': {
      signOutLocally();
      toast('warning', message);
      const target = forwardOf(envelope.data) ?? loginPath();
      setTimeout(() => window.location.assign(target), REDIRECT_WARN_DELAY_MS);
      return;
    }
    case 'alert-redirect': {
      signOutLocally();
      const target = forwardOf(envelope.data) ?? loginPath();
      const hasSites = Boolean((envelope.data as { has_sites?: unknown } | null)?.has_sites);
      if (!envelope.message) {
        window.location.assign(target);
        return;
      }
      store.set(sessionNoticeAtom, { kind: 'redirect', message: envelope.message, target, hasSites, delayMs: REDIRECT_ALERT_DELAY_MS });
      return;
    }
    case 'logout-unless-setting':
      if (!here().toLowerCase().startsWith('/setting')) signOutLocally();
      return;
    case undefined:
      if (options.showError !== false && envelope.extra.toast !== false) toast('error', message);
      return;
  }
}
