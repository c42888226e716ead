import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
// jszip rather than archiver: the import has to READ a zip, which archiver cannot, and one
// library for both directions keeps the format's two halves in step. Its output is still a
// stream (generateNodeStream) and pictures are added as file streams, read as the zip is sent.
import JSZip from 'jszip';
import * as Y from 'yjs';
import { Code } from '../../../shared/src/protocol/codes';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportManifestSchema,
  MAX_IMPORT_DOCUMENTS,
  type ExportManifest,
  type ImportResponse,
} from '../../../shared/src/protocol/doc-export';
import { MAX_UPLOAD_BYTES, SOURCE_FILE_PATH } from '../../../shared/src/protocol/source';
import { MAX_DOC_BYTES } from '../../../shared/src/protocol/sync';
import { coverOf } from '../../../shared/src/schema/cover';
import { toJSON } from '../../../shared/src/schema/doc';
import { DOC_TYPES, type DocumentJSON } from '../../../shared/src/schema/types';
import { EXTENSIONS, sniffImage } from '../blobs/sniff';
import { checkSvgAsync } from '../blobs/svg-safety';
import type { BlobStore } from '../blobs/store';
import type { Repos } from '../storage/repos';
import type { Rooms } from '../sync/rooms';
import { AppError } from './app-error';
import { unusedDocId } from './doc-ids';
import type { StorageQuota } from './storage-quota';

/** Every picture a document shows is a content-addressed file under /kapi/source/file/<sha256>. */
const PICTURE_REF = new RegExp(`${SOURCE_FILE_PATH.replaceAll('/', '\\/')}([0-9a-f]{64})`, 'g');

/** The hashes of the stored files a document's JSON names (images, image groups, product pictures…). */
export function pictureHashes(json: unknown): string[] {
  return [...new Set([...JSON.stringify(json).matchAll(PICTURE_REF)].map((m) => m[1]!))];
}

const refused = (key: 'backup.notZip' | 'backup.noManifest' | 'backup.badDocument' | 'backup.badPicture' | 'backup.tooLarge', params: Record<string, string | number> = {}) =>
  new AppError(Code.REFUSED, key, params);

/** One entry's bytes, at most `max` of them: a small zip that inflates to gigabytes is refused as it inflates. */
async function readEntry(zip: JSZip, path: string, max: number): Promise<Uint8Array | null> {
  const entry = zip.file(path);
  if (!entry || entry.dir) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  // jszip's stream is an old-style one (no async iteration): read by its events
  const stream = entry.nodeStream('nodebuffer');
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
      else {
        stream.pause();
        reject(refused('backup.tooLarge'));
      }
    });
    stream.on('end', resolve);
    stream.on('error', () => reject(refused('backup.notZip')));
  });
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A file opened only when first read: jszip takes every picture's stream at once but reads them
 * one by one, and an export of thousands of pictures must not hold thousands of open files.
 */
function openedWhenRead(open: () => Readable): Readable {
  let source: Readable | null = null;
  const out: Readable = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      source = open();
      source.on('data', (chunk: Buffer) => {
        if (!out.push(chunk)) source!.pause();
      });
      source.on('end', () => out.push(null));
      source.on('error', (err) => out.destroy(err));
    },
    destroy(err, done) {
      source?.destroy();
      done(err);
    },
  });
  return out;
}

interface ExportDeps {
  repos: Repos;
  rooms: Rooms;
  blobs: BlobStore;
  quota: StorageQuota;
  now: () => number;
}

export type DocExportService = ReturnType<typeof createDocExportService>;

/**
 * The export holds the caller's own documents out of the trash (trashed ones are on their way out,
 * and documents shared with the caller are their owners' to export); folders are not kept: an
 * import puts every document at the top level, so it never meets a folder it cannot place.
 */
export function createDocExportService({ repos, rooms, blobs, quota, now }: ExportDeps) {
  return {
    /** The zip as a stream, built while it is sent. */
    async exportAll(userId: number): Promise<Readable> {
      const zip = new JSZip();
      const manifest: ExportManifest = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported_at: now(), documents: [], pictures: [] };
      const pictures = new Set<string>();
      for (const row of await repos.documents.ownedLive(userId, DOC_TYPES)) {
        const { json, state } = await rooms.with(row.id, (room) => ({ json: toJSON(room.doc), state: Y.encodeStateAsUpdate(room.doc) }));
        // the folder's name is the id (never the user's text); the name is in the manifest and the JSON
        const path = `documents/${row.id}/`;
        const document = { id: row.id, ...json, create_time: row.created_at, update_time: row.updated_at };
        zip.file(`${path}document.json`, JSON.stringify(document, null, 1));
        zip.file(`${path}state.bin`, state);
        manifest.documents.push({ id: row.id, name: row.name, type: json.type, template: json.template, create_time: row.created_at, update_time: row.updated_at, path });
        for (const hash of pictureHashes(json)) pictures.add(hash);
      }
      for (const hash of pictures) {
        const blob = await repos.sources.blob(hash);
        if (!blob || !blobs.has(hash)) continue;
        const path = `pictures/${hash}.${EXTENSIONS[blob.type] ?? 'bin'}`;
        // already compressed images: stored as they are
        zip.file(path, openedWhenRead(() => blobs.read(hash)), { compression: 'STORE' });
        manifest.pictures.push({ hash, type: blob.type, path });
      }
      zip.file('manifest.json', JSON.stringify(manifest, null, 1));
      return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 6 } }) as Readable;
    },

    /**
     * Restores every document of an export as a NEW document of the caller (new id, top level,
     * names kept) and its pictures by content. Everything is read and checked first; then the
     * pictures' files are written (content-addressed: a file no row names is harmless) and every
     * row in ONE transaction, so a refusal or failure leaves no document half-imported.
     */
    async importAll(userId: number, body: Uint8Array): Promise<ImportResponse> {
      let zip: JSZip;
      try {
        zip = await JSZip.loadAsync(body, { checkCRC32: true });
      } catch {
        throw refused('backup.notZip');
      }
      const manifestBytes = await readEntry(zip, 'manifest.json', 16 * 1024 * 1024);
      let parsed: unknown = null;
      try {
        parsed = manifestBytes ? JSON.parse(Buffer.from(manifestBytes).toString('utf8')) : null;
      } catch {
        // answered below
      }
      const checked = ExportManifestSchema.safeParse(parsed);
      if (!checked.success) throw refused('backup.noManifest');
      const manifest = checked.data;
      if (manifest.documents.length > MAX_IMPORT_DOCUMENTS) throw refused('backup.tooLarge');

      const docs: { state: Uint8Array; json: DocumentJSON; name: string }[] = [];
      for (const entry of manifest.documents) {
        const state = await readEntry(zip, `${entry.path}state.bin`, MAX_DOC_BYTES);
        let json: DocumentJSON | null = null;
        if (state) {
          const doc = new Y.Doc();
          try {
            Y.applyUpdate(doc, state);
            json = toJSON(doc);
          } catch {
            json = null;
          } finally {
            doc.destroy();
          }
        }
        if (!state || !json || !(DOC_TYPES as readonly string[]).includes(json.type)) throw refused('backup.badDocument', { name: entry.name.slice(0, 40) });
        docs.push({ state, json, name: (json.name || entry.name || '未命名方案').slice(0, 100) });
      }

      const pictures: { hash: string; bytes: Uint8Array | null; type: string; size: number }[] = [];
      for (const picture of manifest.pictures) {
        const known = await repos.sources.blob(picture.hash);
        if (known && blobs.has(picture.hash)) {
          pictures.push({ hash: picture.hash, bytes: null, type: known.type, size: known.size });
          continue;
        }
        const bytes = await readEntry(zip, picture.path, MAX_UPLOAD_BYTES);
        // stored by content, as an upload is: the bytes must be the hash they claim and an image
        const type = bytes && sniffImage(bytes);
        if (!bytes || !type || createHash('sha256').update(bytes).digest('hex') !== picture.hash) throw refused('backup.badPicture');
        // an SVG in a backup is held to the same safety rules as an uploaded one
        if (type === 'image/svg+xml' && !(await checkSvgAsync(bytes)).ok) throw refused('backup.badPicture');
        pictures.push({ hash: picture.hash, bytes, type, size: bytes.length });
      }

      const adding = docs.reduce((n, d) => n + d.state.length, 0) + pictures.reduce((n, p) => n + p.size, 0);
      await quota.refuseIfFull(userId, adding);
      const t = now();
      for (const p of pictures) if (p.bytes) blobs.put(p.hash, p.bytes);
      await repos.transaction(async (tx) => {
        for (const p of pictures) {
          await tx.sources.addBlob(p.hash, p.size, p.type, t);
          if (p.type.startsWith('image/')) await tx.sources.addSource(userId, p.hash, '', t);
        }
        for (const d of docs) {
          const id = await unusedDocId(async (candidate) => (await tx.documents.byId(candidate)) !== undefined);
          const cover = coverOf(d.json);
          await tx.workspace.insert({
            id,
            owner_id: userId,
            pid: '',
            type: d.json.type,
            name: d.name,
            template: d.json.type === 'plan' ? d.json.template : '',
            created_at: t,
            updated_at: t,
            deleted_at: null,
            star: 0,
            favor: 0,
            open_time: null,
            trashed_by: null,
          });
          if (cover) await tx.documents.setCover(id, JSON.stringify(cover));
          await tx.docStore.putState(id, d.state, t);
          // the history starts with what was imported, as a new document's does with its creation
          await tx.docStore.addVersion(id, t, userId, 'create', d.state);
        }
      });
      quota.changed(userId);
      return { restored: docs.length, pictures: pictures.length };
    },
  };
}
