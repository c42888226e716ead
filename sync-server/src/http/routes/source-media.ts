import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { translate } from '../../../../shared/src/i18n';
import { Code } from '../../../../shared/src/protocol/codes';
import { ok } from '../../../../shared/src/protocol/envelope';
import { MAX_CHUNK_BYTES } from '../../../../shared/src/protocol/source-media';
import { AppError } from '../../services/app-error';
import { contextOf } from '../context';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** Video and audio in the material library: chunked upload, the transcoding query, the cover. */
export function sourceMediaRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'source/media-info', (_input, ctx) => services.mediaUpload.info((key) => translate(ctx.lang, key)));
  mount(router, 'source/chunk/start', (input, ctx) => services.mediaUpload.start(ctx.userId, input));
  mount(router, 'source/chunk/status', (input, ctx) => services.mediaUpload.status(ctx.userId, input.uploadId));
  mount(router, 'source/chunk/finish', (input, ctx) => services.mediaUpload.finish(ctx.userId, input.uploadId));
  mount(router, 'source/trans-state', (input, ctx) => services.sourceMedia.transState(ctx.userId, input.ids));
  mount(router, 'source/cover', (input, ctx) => services.sourceMedia.setCover(ctx.userId, input));

  // a signed-out caller is turned away before any of the body is read
  const signedIn = (req: Request, res: Response, next: NextFunction) => {
    if (contextOf(req, res).userId === null) throw new AppError(Code.LOGGED_OUT, 'errors.notLoggedIn', {}, {}, 401);
    next();
  };
  // One chunk as the raw body; the session (the caller's own), index and size are checked
  // before it is written, and it is written under a name the server made.
  router.put('/source/chunk/:uploadId/:index', signedIn, express.raw({ type: () => true, limit: MAX_CHUNK_BYTES }), async (req, res) => {
    const ctx = contextOf(req, res);
    const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
    const status = await services.mediaUpload.put(ctx.userId!, String(req.params.uploadId), String(req.params.index), body);
    res.json(ok(status));
  });
}
