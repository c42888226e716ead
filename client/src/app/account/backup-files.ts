// The browser half of "export all my documents" and its import (issue 19), without React: the
// two requests and what their answers mean. The export's answer is the zip itself, not the JSON
// envelope, so it is not a call of the endpoint table (api/client.ts).
import type { Envelope } from '../../../../shared/src/protocol/envelope';
import { EXPORT_PATH, IMPORT_PATH, ImportResponseSchema, type ImportResponse } from '../../../../shared/src/protocol/doc-export';

export const FALLBACK_EXPORT_NAME = 'lightkit-documents.zip';

/**
 * The file name a download is saved under, from the answer's Content-Disposition: only a plain
 * name ending in .zip (letters, digits, dot, dash, underscore) is taken, anything else falls back.
 */
export function exportFileName(disposition: string | null): string {
  const name = /filename="([^"]*)"/.exec(disposition ?? '')?.[1] ?? '';
  return /^[\w.-]{1,100}\.zip$/.test(name) ? name : FALLBACK_EXPORT_NAME;
}

/** A refusal the server answered in the envelope, with its message in the caller's language. */
export class BackupRefusal extends Error {}

/** Reads a failed answer's envelope message; a body that is no envelope gives the fallback text. */
async function refusal(response: Response, fallback: string): Promise<BackupRefusal> {
  try {
    const envelope = (await response.json()) as Envelope;
    return new BackupRefusal(envelope.message || fallback);
  } catch {
    return new BackupRefusal(fallback);
  }
}

/** Asks for the zip of all the caller's documents; answers it with the name to save it under. */
export async function fetchExport(lang: string, fallback: string): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(EXPORT_PATH, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', 'X-Lang': lang }, body: '{}' });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('application/zip')) throw await refusal(response, fallback);
  return { blob: await response.blob(), name: exportFileName(response.headers.get('content-disposition')) };
}

/** Sends an export zip to be restored as new documents. */
export async function sendImport(file: Blob, lang: string, fallback: string): Promise<ImportResponse> {
  const response = await fetch(IMPORT_PATH, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/zip', 'X-Lang': lang }, body: file });
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new BackupRefusal(fallback);
  }
  if (envelope.status !== 0) throw new BackupRefusal(envelope.message || fallback);
  return ImportResponseSchema.parse(envelope.data);
}
