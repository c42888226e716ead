import type { Request, RequestHandler } from 'express';
import { Code } from '../../../../shared/src/protocol/codes';
import { AppError } from '../../services/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes: a browser names the page's origin on every
 * cross-origin POST, so a write whose Origin (or Sec-Fetch-Site) says another site is refused.
 * Same-origin pages and non-browser clients (CLI, tests), which send no Origin, pass.
 */
export function originGuard(): RequestHandler {
  return (req, _res, next) => (SAFE_METHODS.has(req.method) || !isCrossSite(req) ? next() : next(crossSite()));
}

/** The browser says the request comes from another site (or names another origin). */
export function isCrossSite(req: Request): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  return origin !== undefined && hostOf(origin) !== req.get('host');
}

export const refuseCrossSite = (req: Request): void => {
  if (isCrossSite(req)) throw crossSite();
};

/** The host of an Origin header; null for "null" (opaque origins) or garbage. */
export function hostOf(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host;
  } catch {
    return null;
  }
}

const crossSite = () => new AppError(Code.CROSS_SITE, 'errors.crossSite', {}, {}, 403);
