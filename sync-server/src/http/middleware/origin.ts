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
    return hostOf(origin) === req.get('host') ? next() : next(crossSite());
  };
}

/** The host of an Origin header; null for "null" (opaque origins) or garbage. */
export function hostOf(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host;
  } catch {
    return null;
  }
}

const crossSite = () => new AppError(Code.CROSS_SITE, 'errors.crossSite', {}, {}, 403);
