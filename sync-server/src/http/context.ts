import type { Request, Response } from 'express';
import { pickLang, isLang, type Lang } from '../../../shared/src/i18n';

/** What a /kapi handler knows of its caller. */
export interface KapiContext {
  req: Request;
  res: Response;
  lang: Lang;
  ip: string;
  /** signed-in user, set by the session middleware */
  userId: number | null;
  /** the raw session token of this request, if any */
  sessionToken: string | null;
}

declare module 'express-serve-static-core' {
  interface Locals {
    kapi?: KapiContext;
  }
}

/** The caller's language: an explicit X-Lang header from the app, else Accept-Language. */
export function requestLang(req: Request): Lang {
  const explicit = req.get('x-lang');
  return isLang(explicit) ? explicit : pickLang(req.get('accept-language'));
}

export function contextOf(req: Request, res: Response): KapiContext {
  res.locals.kapi ??= {
    req,
    res,
    lang: requestLang(req),
    ip: req.ip ?? req.socket.remoteAddress ?? '',
    userId: null,
    sessionToken: null,
  };
  return res.locals.kapi;
}
