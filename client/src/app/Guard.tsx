import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isUrlToken } from '../../../shared/src/rules/patterns';
import { api, ApiError, NETWORK_ERROR } from '../api/client';
import { cachedUser, forgetUser, rememberUser } from '../state/user-cache';
import { knownVersionAtom, sessionNoticeAtom, userAtom } from '../state/session';
import { store } from '../state/store';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { guardDecision, safeForward } from './guard-logic';
import { checkVersion } from './useVersionPing';

/** Fetches the session once for all guards that mount at the same time. */
let inflight: Promise<void> | null = null;
export function fetchSession(): Promise<void> {
  inflight ??= api('auth/get', {}, { showError: false })
    .then(async (answer) => {
      store.set(userAtom, answer.login ? answer : null);
      if (answer.login) {
        checkVersion(answer.site.version);
        await rememberUser(answer);
      } else await forgetUser();
    })
    .catch(async (err: unknown) => {
      // Offline: carry on as the account this device last saw. Any other failed session
      // fetch leads to Login (spec 000 §8).
      const offline = err instanceof ApiError && err.code === NETWORK_ERROR ? await cachedUser() : null;
      store.set(userAtom, offline);
      if (offline) store.set(knownVersionAtom, store.get(knownVersionAtom) ?? offline.site.version);
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Signs in with a `?token=` link, then drops the token from the address bar. */
function useTokenSignIn(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.search).get('token');
  const pending = token !== null && isUrlToken(token);
  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    void api('auth/login', { token: token! })
      .then((user) => store.set(userAtom, user))
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) navigate(location.pathname, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [pending, token, navigate, location.pathname]);
  return pending;
}

export function Guard({ noAuth, isLogin, children }: { noAuth: boolean; isLogin: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const version = useAtomValue(knownVersionAtom);
  const notice = useAtomValue(sessionNoticeAtom);
  const location = useLocation();
  const tokenPending = useTokenSignIn();
  const session = user === undefined ? 'unknown' : user === null ? 'out' : 'in';
  const decision = guardDecision({ noAuth, isLogin }, session, version !== null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (decision === 'fetch' && !tokenPending) void fetchSession().then(() => setTick((n) => n + 1));
  }, [decision, tokenPending]);

  if (tokenPending || decision === 'fetch') return <LoadingOverlay label={t('app.loading')} />;
  if (decision === 'desktop') {
    return <Navigate to={safeForward(new URLSearchParams(location.search).get('forward'))} replace />;
  }
  // While a notice explains why the session ended, the page stays behind it.
  if (decision === 'login' && notice === null) {
    const forward = location.pathname + location.search;
    return <Navigate to={`/login?forward=${encodeURIComponent(forward)}`} replace />;
  }
  return <>{children}</>;
}
