import { isUrlToken } from '../../../shared/src/rules/patterns';

export type SessionState = 'unknown' | 'in' | 'out';
export type GuardDecision =
  /** show the route */
  | 'render'
  /** fetch the session under a loading overlay first */
  | 'fetch'
  /** not signed in: go to Login with a forward address */
  | 'login'
  /** signed in but on Login: go to the desktop */
  | 'desktop';

/**
 * The route guard of spec 000 §2: routes need login unless marked no-auth; the session is
 * fetched when unknown (or when no app version is known); Login sends a signed-in user on.
 */
export function guardDecision(route: { noAuth: boolean; isLogin: boolean }, session: SessionState, versionKnown: boolean): GuardDecision {
  if (session === 'unknown' || (session === 'in' && !versionKnown)) return route.noAuth && !route.isLogin ? 'render' : 'fetch';
  if (route.isLogin) return session === 'in' ? 'desktop' : 'render';
  if (route.noAuth) return 'render';
  return session === 'in' ? 'render' : 'login';
}

/**
 * Where a visit to the app root goes: the desktop, carrying a sign-in token along when the
 * query has a well-formed one (spec 000 §2).
 */
export function rootTarget(search: string): string {
  const token = new URLSearchParams(search).get('token');
  return token && isUrlToken(token) ? `/desktop?token=${token}` : '/desktop';
}

/** Only same-app paths are followed after sign-in, never another site ("open redirect"). */
export function safeForward(forward: string | null): string {
  if (!forward || !forward.startsWith('/') || forward.startsWith('//') || forward.startsWith('/\\')) return '/desktop';
  return forward.startsWith('/login') ? '/desktop' : forward;
}
