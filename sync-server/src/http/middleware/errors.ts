import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { isMessageKey, translate, type Lang } from '../../../../shared/src/i18n';
import { Code } from '../../../../shared/src/protocol/codes';
import { failure } from '../../../../shared/src/protocol/envelope';
import type { Logger } from '../../log';
import { AppError } from '../../services/app-error';
import { contextOf } from '../context';

/** Turns a zod failure into one readable message: the first issue, in the caller's language. */
export function zodMessage(err: ZodError, lang: Lang): { message: string; field: string } {
  const issue = err.issues[0];
  const field = issue?.path.join('.') ?? '';
  if (issue && isMessageKey(issue.message)) return { message: translate(lang, issue.message, { field: field || '?' }), field };
  return { message: translate(lang, 'errors.badParams', { field: field || '?' }), field };
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every failure under /kapi leaves as an envelope: no HTML page, no stack trace. */
export function kapiErrorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const { lang } = contextOf(req, res);
    const send = (http: number, code: number, message: string, extra = {}) => {
      if (!res.headersSent) res.status(http).json(failure(code, message, extra));
    };
    if (err instanceof AppError) return send(err.httpStatus, err.code, translate(lang, err.key, err.params), err.extra);
    if (err instanceof ZodError) {
      const { message, field } = zodMessage(err, lang);
      return send(400, Code.BAD_PARAMS, message, { field });
    }
    const type = (err as BodyParserError | null)?.type;
    if (type === 'entity.parse.failed') return send(400, Code.BAD_JSON, translate(lang, 'errors.badJson'));
    if (type === 'entity.too.large') return send(413, Code.TOO_LARGE, translate(lang, 'errors.tooLarge'));
    if (type !== undefined && (err as BodyParserError).status === 415) {
      return send(400, Code.BAD_PARAMS, translate(lang, 'errors.badParams', { field: 'body' }));
    }
    log.error(`${req.method} ${req.originalUrl} failed`, err);
    return send(500, Code.INTERNAL, translate(lang, 'errors.internal'));
  };
}

export function kapiNotFound(): RequestHandler {
  return (req, res) => {
    const { lang } = contextOf(req, res);
    res.status(404).json(failure(Code.NO_ROUTE, translate(lang, 'errors.notFound', { path: req.path })));
  };
}
