import type { RequestHandler } from 'express';
import type { SessionService } from '../../services/sessions';
import { parseCookies, SESSION_COOKIE, sessionCookie } from '../cookies';
import { contextOf } from '../context';

/** Resolves the session cookie to a user id and slides its expiry forward. */
export function sessionMiddleware(sessions: SessionService, cookieSecure: boolean, now: () => number): RequestHandler {
  // (Express 5 passes a rejected promise on to the error handler)
  return async (req, res, next) => {
    const ctx = contextOf(req, res);
    const token = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
    if (token) {
      const session = await sessions.resolve(token);
      if (session) {
        ctx.userId = session.userId;
        ctx.sessionToken = token;
        if (session.renewed) res.append('Set-Cookie', sessionCookie(token, session.expiresAt - now(), cookieSecure));
      }
    }
    next();
  };
}
