import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { Code } from '../../../../shared/src/protocol/codes';
import { EXPORT_PATH, ExportRequestSchema, IMPORT_PATH, ImportQuerySchema, MAX_IMPORT_BYTES } from '../../../../shared/src/protocol/doc-export';
import { ok } from '../../../../shared/src/protocol/envelope';
import { KAPI_BASE } from '../../../../shared/src/protocol/kapi-base';
import { AppError } from '../../services/app-error';
import { contextOf } from '../context';
import { refuseCrossSite } from '../middleware/origin';
import type { RouteDeps } from './deps';

const local = (path: string) => path.slice(KAPI_BASE.length);

/** The signed-in caller's id; a signed-out one is turned away before any body is read. */
function caller(req: Request, res: Response): number {
  const { userId } = contextOf(req, res);
  if (userId === null) throw new AppError(Code.LOGGED_OUT, 'errors.notLoggedIn', {}, {}, 401);
  return userId;
}
const signedIn = (req: Request, res: Response, next: NextFunction) => {
  caller(req, res);
  next();
};

/**
 * "Export all my documents" and its import (issue 19). Neither answers the JSON envelope on
 * success: the export is the zip itself, the import's body is the zip (raw, size-limited, judged
 * by its content). Both are POSTs refused cross-site: the export hands out every document.
 */
export function docExportRoutes(router: Router, { services }: RouteDeps): void {
  router.post(local(EXPORT_PATH), async (req, res) => {
    const userId = caller(req, res);
    refuseCrossSite(req);
    ExportRequestSchema.parse(req.body ?? {});
    const zip = await services.docExport.exportAll(userId);
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="lightkit-documents-${day}.zip"`);
    // a failure half-way cuts the download short (the zip then fails to open), never a wrong zip
    await pipeline(zip, res).catch(() => res.destroy());
  });

  router.post(local(IMPORT_PATH), signedIn, express.raw({ type: () => true, limit: MAX_IMPORT_BYTES }), async (req, res) => {
    const userId = caller(req, res);
    refuseCrossSite(req);
    ImportQuerySchema.parse(req.query);
    // a view of the body, not a copy: it may be 256 MB
    const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body.buffer, req.body.byteOffset, req.body.length) : new Uint8Array();
    if (body.length === 0) throw new AppError(Code.REFUSED, 'backup.notZip');
    res.json(ok(await services.docExport.importAll(userId, body)));
  });
}
