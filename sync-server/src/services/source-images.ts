import { createHash } from 'node:crypto';
import { Code } from '../../../shared/src/protocol/codes';
import { prepareImage, UnreadableImage } from '../blobs/image-prepare';
import { sniffImage, type SniffedImage } from '../blobs/sniff';
import { checkSvgAsync, type SvgRefusal } from '../blobs/svg-safety';
import type { MessageKey } from '../../../shared/src/i18n';
import type { BlobStore } from '../blobs/store';
import type { Repos } from '../storage/repos';
import type { BlobRow } from '../storage/repos/sources';
import { AppError } from './app-error';

/*
 * How a picture gets into the content-addressed store (issue 20). The client signs with the
 * hash of the bytes it holds; a photo with metadata is kept cleaned (image-prepare.ts) under
 * the hash of the cleaned bytes, and blob_originals remembers original → kept, so:
 *   - sign with the original's hash finds the kept blob ("already uploaded"), as does verify;
 *   - the file served at /kapi/source/file/<hash> never carries a location;
 *   - a picture without metadata is kept as it came, under the hash the client knows.
 */

interface Deps {
  repos: Repos;
  blobs: BlobStore;
  now: () => number;
}

const SVG_MESSAGES: Partial<Record<SvgRefusal, MessageKey>> = {
  'too-large': 'sourceImages.svgTooLarge',
  malformed: 'sourceImages.badSvg',
  'not-svg': 'sourceImages.badSvg',
  encoding: 'sourceImages.badSvg',
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function createSourceImageIntake({ repos, blobs, now }: Deps) {
  return {
    /** The picture type the bytes are, if we keep it; refusals name the file. */
    async admit(bytes: Uint8Array, name: string): Promise<SniffedImage> {
      const shown = name || '?';
      const type = sniffImage(bytes);
      if (!type) throw new AppError(Code.REFUSED, 'sourceImages.unsupported', { name: shown });
      if (type === 'image/svg+xml') {
        const verdict = await checkSvgAsync(bytes);
        if (!verdict.ok) throw new AppError(Code.REFUSED, SVG_MESSAGES[verdict.reason] ?? 'sourceImages.unsafeSvg', { name: shown });
      }
      return type;
    },

    /** Keeps admitted bytes (cleaned when they carry metadata); answers the blob kept. */
    async store(originalHash: string, bytes: Uint8Array, type: SniffedImage, name: string): Promise<BlobRow> {
      let prepared;
      try {
        prepared = await prepareImage(bytes, type);
      } catch (err) {
        if (err instanceof UnreadableImage) throw new AppError(Code.REFUSED, 'sourceImages.unreadable', { name: name || '?' });
        throw err;
      }
      const hash = prepared.cleaned ? sha256(prepared.bytes) : originalHash;
      const t = now();
      blobs.put(hash, prepared.bytes);
      await repos.sources.addBlob(hash, prepared.bytes.length, type, t);
      await repos.blobImages.setSize(hash, prepared);
      if (prepared.cleaned) await repos.blobImages.addOriginal(originalHash, hash, t);
      return { hash, size: prepared.bytes.length, type, created_at: t };
    },

    /** The blob kept for a hash a client knows: its own, or the cleaned one made from it. */
    async resolve(hash: string): Promise<BlobRow | undefined> {
      const kept = (await repos.blobImages.storedFor(hash)) ?? hash;
      const blob = await repos.sources.blob(kept);
      return blob && blobs.has(blob.hash) ? blob : undefined;
    },
  };
}
export type SourceImageIntake = ReturnType<typeof createSourceImageIntake>;
