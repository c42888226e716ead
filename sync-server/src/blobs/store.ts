import { copyFileSync, createReadStream, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHA256_HEX } from '../../../shared/src/protocol/source';

/**
 * Content-addressed files under BLOB_DIR (default DATA_DIR/blobs)/ab/abcdef…: the path is made
 * only from a sha256 the server computed or checked against SHA256_HEX, never from a client's
 * file name. Several nodes share one directory (issue 12): a blob is written whole under a
 * temporary name and renamed, so a node never reads another's half-written file.
 */
export function createBlobStore(root: string) {
  const pathOf = (hash: string) => {
    if (!SHA256_HEX.test(hash)) throw new Error('not a content hash');
    return join(root, hash.slice(0, 2), hash);
  };
  return {
    has: (hash: string) => existsSync(pathOf(hash)),
    /** Writes atomically (temporary file, then rename), so a crash never leaves half a blob. */
    put(hash: string, bytes: Uint8Array): void {
      const path = pathOf(hash);
      if (existsSync(path)) return;
      mkdirSync(join(root, hash.slice(0, 2)), { recursive: true });
      const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(tmp, bytes);
      renameSync(tmp, path);
    },
    /**
     * Moves a finished file (a checked upload, a transcode) in under its hash without reading it
     * into memory: renamed when on the same disk, else copied beside the target and renamed.
     */
    putFile(hash: string, file: string): void {
      const path = pathOf(hash);
      if (existsSync(path)) return void rmSync(file, { force: true });
      mkdirSync(join(root, hash.slice(0, 2)), { recursive: true });
      try {
        renameSync(file, path);
      } catch {
        const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
        copyFileSync(file, tmp);
        renameSync(tmp, path);
        rmSync(file, { force: true });
      }
    },
    read: (hash: string) => createReadStream(pathOf(hash)),
    /** Where the blob lives, for readers that open files themselves (ffmpeg, the image library). */
    pathOf,
  };
}
export type BlobStore = ReturnType<typeof createBlobStore>;
