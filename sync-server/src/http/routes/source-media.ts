import { createReadStream } from 'node:fs';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { translate } from '../../../../shared/src/i18n';
import { Code } from '../../../../shared/src/protocol/codes';
import { ok } from '../../../../shared/src/protocol/envelope';
import { SHA256_HEX } from '../../../../shared/src/protocol/source';
import { isAudioType, isVideoType, MAX_CHUNK_BYTES } from '../../../../shared/src/protocol/source-media';
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

/** "bytes=a-b", "bytes=a-" or "bytes=-n" (one range) within a file of `size`, or null. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Video and audio files answer byte ranges (206), so a <video> can seek and start mid-file.
 * Mounted before the plain file route, which answers everything else (pictures, thumbnails,
 * requests without a Range header).
 */
export function sourceRangeRoute(router: Router, { services }: RouteDeps): void {
  router.get('/source/file/:hash', async (req, res, next) => {
    const hash = String(req.params.hash);
    const range = req.get('range');
    if (!range || req.query.w !== undefined || !SHA256_HEX.test(hash)) return next();
    const file = await services.sources.file(hash);
    if (!file || !(isVideoType(file.type) || isAudioType(file.type))) return next();
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    const wanted = parseRange(range, file.size);
    if (!wanted) {
      res.status(416).setHeader('Content-Range', `bytes */${file.size}`);
      return void res.end();
    }
    res.status(206);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Range', `bytes ${wanted.start}-${wanted.end}/${file.size}`);
    res.setHeader('Content-Length', String(wanted.end - wanted.start + 1));
    createReadStream(services.blobs.pathOf(hash), { start: wanted.start, end: wanted.end }).pipe(res);
  });
}
