import type { RequestHandler } from 'express';
import { Code } from '../../../../shared/src/protocol/codes';
import { AppError } from '../../services/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser names the page's origin on every
 * cross-origin POST, so a write whose Origin (or Sec-Fetch-Site) says another site is refused.
 * Same-origin pages and non-browser clients (CLI, tests), which send no Origin, pass.
 */
export function originGuard(): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.get('sec-fetch-site') === 'cross-site') return next(crossSite());
    const origin = req.get('origin');
    if (origin === undefined) return next();
    let host: string | null = null;
    try {
      host = origin === 'null' ? null : new URL(origin).host;
    } catch {
      host = null;
    }
    return host !== null && host === req.get('host') ? next() : next(crossSite());
  };
}

const crossSite = () => new AppError(Code.CROSS_SITE, 'errors.crossSite', {}, {}, 403);
