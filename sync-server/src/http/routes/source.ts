import { createReadStream } from 'node:fs';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Code } from '../../../../shared/src/protocol/codes';
import { ok } from '../../../../shared/src/protocol/envelope';
import { MAX_UPLOAD_BYTES, SHA256_HEX } from '../../../../shared/src/protocol/source';
import { IMAGE_SIZE_NAMES, SourceFileQuerySchema, widthOf } from '../../../../shared/src/source/image-sizes';
import { AppError } from '../../services/app-error';
import { contextOf } from '../context';
import { mount } from '../kapi';
import type { RouteDeps } from './deps';

/** Uploaded files: sign and verify (spec 001 §7), the upload body itself, and reading a file. */
export function sourceRoutes(router: Router, { services }: RouteDeps): void {
  mount(router, 'source/sign', (input, ctx) => services.sources.sign(ctx.userId, input));
  mount(router, 'source/verify', (input, ctx) => services.sources.verify(ctx.userId, input.filename, input.name, input.dir));
  mount(router, 'source/fetch', (input, ctx) => services.sources.fetch(ctx.userId, input.url));

  // The file travels as the raw request body: no multipart parser, nothing written before the
  // policy, size, type and hash have all been checked.
  // a signed-out caller is turned away before any of the body is read
  const signedIn = (req: Request, res: Response, next: NextFunction) => {
    if (contextOf(req, res).userId === null) throw new AppError(Code.LOGGED_OUT, 'errors.notLoggedIn', {}, {}, 401);
    next();
  };
  router.post('/source/upload', signedIn, express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES }), async (req, res) => {
    const ctx = contextOf(req, res);
    if (ctx.userId === null) throw new AppError(Code.LOGGED_OUT, 'errors.notLoggedIn', {}, {}, 401);
    const policy = typeof req.query.policy === 'string' ? req.query.policy : '';
    const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
    const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
    if (body.length === 0) throw new AppError(Code.REFUSED, 'source.empty');
    await services.sources.upload(ctx.userId, policy, signature, body);
    res.json(ok(null));
  });

  // Files are addressed by their content hash: public like the shared viewer that shows them,
  // unguessable, and never changing, so they are cached for good.
  router.get('/source/file/:hash', async (req, res) => {
    const hash = String(req.params.hash);
    const file = SHA256_HEX.test(hash) ? await services.sources.file(hash) : null;
    if (!file) throw new AppError(Code.NO_ROUTE, 'source.notFound', {}, {}, 404);
    // ?w=<size>: a sized copy (source-thumbs.ts); an unknown size is refused with the list
    const query = SourceFileQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError(Code.BAD_PARAMS, 'sourceImages.badWidth', { sizes: IMAGE_SIZE_NAMES.join(', ') }, {}, 400);
    const width = query.data.w ? widthOf(query.data.w) : null;
    const thumb = width ? await services.sourceThumbs.thumb(hash, file.type, width) : null;
    if (thumb) {
      res.setHeader('Content-Type', thumb.type);
      res.setHeader('Content-Length', String(thumb.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      createReadStream(thumb.path).pipe(res);
      return;
    }
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    services.sources.read(hash).pipe(res);
  });
}
