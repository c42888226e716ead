import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parsePhotometry, PHOTOMETRY_MAX_BYTES } from '../../../shared/src/lighting/photometry';
import type { Photometry } from '../../../shared/src/lighting/photometry-types';
import { polarCurveSvg } from '../../../shared/src/lighting/polar-curve';
import { Code } from '../../../shared/src/protocol/codes';
import type { PhotometryType } from '../../../shared/src/protocol/source';
import type { BlobStore } from '../blobs/store';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';

/** The polar curve drawn as a photometric file's cover, in px (a card shows it at 160). */
const COVER_SIZE = 480;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The text of a lighting data file. Makers write IES and LDT files in plain ASCII, now and then
 * with a label in GBK or Latin-1: the keywords and numbers parse whatever the labels hold, so
 * the bytes are read as UTF-8 and an odd label shows as replacement characters, nothing worse.
 */
const textOf = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);

/**
 * IES (LM-63) and EULUMDAT files in the material library (issue 20). There is no magic number to
 * sniff (EULUMDAT starts with a free-text company line), so a file is one when it parses: the
 * same parser the product library uses, with its line-numbered reason when it does not.
 */
export function createSourcePhotometry({ repos, blobs, now }: { repos: Repos; blobs: BlobStore; now: () => number }) {
  const parse = (bytes: Uint8Array, name: string): Photometry => {
    // binary files are no lighting data; the parser is not asked to read them
    if (bytes.length > PHOTOMETRY_MAX_BYTES || bytes.includes(0)) throw new AppError(Code.REFUSED, 'sourcePhotometry.notPhotometry', { name: name || '?' });
    try {
      return parsePhotometry(textOf(bytes));
    } catch (err) {
      throw new AppError(Code.REFUSED, 'sourcePhotometry.unreadable', { name: name || '?', reason: err instanceof Error ? err.message.slice(0, 200) : String(err) });
    }
  };

  return {
    /** The type the bytes really are (IES or EULUMDAT), or a refusal naming the file and the line. */
    admit(bytes: Uint8Array, name: string): PhotometryType {
      return parse(bytes, name).format === 'ies' ? 'text/x-ies' : 'text/x-eulumdat';
    },

    /** Keeps the file as it came (a data file has no metadata to clean). */
    async store(hash: string, bytes: Uint8Array, type: PhotometryType): Promise<void> {
      blobs.put(hash, bytes);
      await repos.sources.addBlob(hash, bytes.length, type, now());
    },

    /** Draws the polar curve of a kept file as the cover of the item `id`. */
    async cover(userId: number, id: number, hash: string, name: string): Promise<void> {
      const curve = Buffer.from(polarCurveSvg(parse(readFileSync(blobs.pathOf(hash)), name), { size: COVER_SIZE, title: name }), 'utf8');
      const curveHash = sha256(curve);
      blobs.put(curveHash, curve);
      await repos.sources.addBlob(curveHash, curve.length, 'image/svg+xml', now());
      await repos.media.setCover(userId, id, curveHash);
    },

    /** The parsed file behind a kept hash (attaching a library file to a product). */
    read(hash: string, name: string): { text: string; photometry: Photometry } {
      const bytes = readFileSync(blobs.pathOf(hash));
      return { text: textOf(bytes), photometry: parse(bytes, name) };
    },
  };
}
export type SourcePhotometry = ReturnType<typeof createSourcePhotometry>;
