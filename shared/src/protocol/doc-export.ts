import { z } from 'zod';
import { DOC_TYPES } from '../schema/types';
import { SHA256_HEX } from './source';

// "Export all my documents" and its import (issue 19): one zip holding, for each of the
// account's documents, its JSON in the Document shape (spec 001 §3) and its Yjs state, plus the
// pictures they show and a manifest. Names inside the zip are made only of ids and hashes; the
// documents' names (user text) appear only inside the manifest and the JSON.

export const EXPORT_PATH = '/kapi/backup/export';
export const IMPORT_PATH = '/kapi/backup/import';
export const EXPORT_FORMAT = 'lightkit-documents';
export const EXPORT_VERSION = 1;
/** Largest zip an import accepts: the body is read whole before a byte is stored. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
/** Documents one import restores at most (an account's export rarely holds more). */
export const MAX_IMPORT_DOCUMENTS = 5000;

const DOC_ID = /^[0-9a-z]{6,16}$/;

export const ExportedDocumentSchema = z.object({
  /** the document's id where it was exported; the import gives it a new one */
  id: z.string().regex(DOC_ID),
  name: z.string().max(200),
  type: z.enum(DOC_TYPES),
  template: z.string().max(200),
  create_time: z.number(),
  update_time: z.number(),
  /** the folder in the zip: documents/<id>/ holding document.json and state.bin */
  path: z.string().regex(/^documents\/[0-9a-z]{6,16}\/$/),
});

export const ExportedPictureSchema = z.object({
  hash: z.string().regex(SHA256_HEX),
  type: z.string().max(100),
  /** pictures/<hash>.<ext> */
  path: z.string().regex(/^pictures\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/),
});

export const ExportManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: z.number(),
  documents: z.array(ExportedDocumentSchema).max(MAX_IMPORT_DOCUMENTS),
  pictures: z.array(ExportedPictureSchema).max(MAX_IMPORT_DOCUMENTS * 20),
});
export type ExportManifest = z.infer<typeof ExportManifestSchema>;

/** backup/export takes nothing but the session: every live document the caller owns. */
export const ExportRequestSchema = z.object({}).strict();
/** backup/import: the zip is the raw body; the query carries nothing. */
export const ImportQuerySchema = z.object({}).strict();
export const ImportResponseSchema = z.object({ restored: z.number().int().min(0), pictures: z.number().int().min(0) });
export type ImportResponse = z.infer<typeof ImportResponseSchema>;
