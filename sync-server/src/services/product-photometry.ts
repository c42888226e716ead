import { createHash } from 'node:crypto';
import { parsePhotometry, PHOTOMETRY_MAX_BYTES, type Photometry } from '../../../shared/src/lighting/photometry';
import { polarCurveSvg } from '../../../shared/src/lighting/polar-curve';
import { Code } from '../../../shared/src/protocol/codes';
import type { PhotometrySummary, ProductPic } from '../../../shared/src/protocol/product';
import { SOURCE_FILE_PATH } from '../../../shared/src/protocol/source';
import type { BlobStore } from '../blobs/store';
import { photometrySummary } from '../products/photometry-summary';
import { coverOf, picsOf } from '../products/product-view';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';
import { callerOf } from './product-access';
import type { ProductService } from './products';

/** The polar curve picture's size in px (the detail view scales it). */
const CURVE_SIZE = 480;

export type ProductPhotometryService = ReturnType<typeof createProductPhotometryService>;

/**
 * Imports an IES or LDT file for a product or one of its variants (issue 13): checked for size
 * before it is parsed, stored as a blob, summarised beside the product, and its polar curve
 * kept as the product's light-pattern picture. Changes a product as commit does (owner-checked).
 */
export function createProductPhotometryService({ repos, blobs, products, now }: { repos: Repos; blobs: BlobStore; products: ProductService; now: () => number }) {
  const keep = async (r: Repos, text: string, type: string): Promise<string> => {
    const bytes = Buffer.from(text, 'utf8');
    const hash = createHash('sha256').update(bytes).digest('hex');
    blobs.put(hash, bytes);
    await r.sources.addBlob(hash, bytes.length, type, now());
    return hash;
  };
  return {
    async import(userId: number, input: { uuid: string; sku: string; name: string; text: string }): Promise<{ photometry: PhotometrySummary; light_pattern: ProductPic }> {
      if (Buffer.byteLength(input.text, 'utf8') > PHOTOMETRY_MAX_BYTES) throw new AppError(Code.REFUSED, 'product.photometryTooLarge');
      const caller = await callerOf(repos, userId);
      // the owner first: a stranger learns nothing, not even whether the file parses
      await products.editable(caller, input.uuid);
      let parsed: Photometry;
      try {
        parsed = parsePhotometry(input.text);
      } catch (err) {
        throw new AppError(Code.REFUSED, 'product.photometryBad', { reason: err instanceof Error ? err.message.slice(0, 300) : String(err) });
      }
      const fileHash = await keep(repos, input.text, 'text/plain');
      const curveHash = await keep(repos, polarCurveSvg(parsed, { size: CURVE_SIZE, title: input.name }), 'image/svg+xml');
      const photometry: PhotometrySummary = { ...photometrySummary(parsed), hash: fileHash, name: input.name };
      const light_pattern: ProductPic = { path: `${SOURCE_FILE_PATH}${curveHash}`, name: input.name };
      await repos.transaction(async (tx) => {
        const row = await products.editable(caller, input.uuid, tx);
        if (input.sku !== '') {
          if (!(await tx.products.skus(row.id)).some((s) => s.sid === input.sku)) throw new AppError(Code.REFUSED, 'product.skuValuesMismatch');
          await tx.products.patchSku(row.id, input.sku, { photometry: JSON.stringify(photometry) });
        }
        const pics = picsOf(row);
        // a variant's curve is the product's picture only while the product has no file of its own
        if (input.sku === '' || row.photometry === null) pics.light_pattern = [light_pattern];
        await tx.products.patch(row.id, { ...(input.sku === '' ? { photometry: JSON.stringify(photometry) } : {}), pics: JSON.stringify(pics), cover: coverOf(pics), updated_at: now() });
      });
      return { photometry, light_pattern };
    },
  };
}
