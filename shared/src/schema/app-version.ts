import { SCHEMA_VERSION } from './migrations';

/**
 * Old and new app versions sharing a document (issue 19). A document written by a newer app
 * (its meta.schemaVersion above this app's SCHEMA_VERSION) may hold fields this app does not
 * know; editing it here could drop or mangle them. Such a tab opens the document read-only and
 * asks for a reload.
 */

/** The sync socket's URL parameter carrying the app's schema version (like `ack`). */
export const SCHEMA_PARAM = 'schema';

/** Is the document newer than the app reading it? */
export function tooNewForApp(docVersion: number, appVersion: number = SCHEMA_VERSION): boolean {
  return docVersion > appVersion;
}

/** The version a client declared on its socket; null when it declared none (or nonsense). */
export function declaredSchema(param: string | null): number | null {
  if (param === null || !/^\d{1,6}$/.test(param)) return null;
  return Number(param);
}

/**
 * May a client that declared `declared` write into a document at `docVersion`? A client that
 * declared nothing (a stock y-websocket client, or a tab whose code predates this parameter) is
 * let through: the server cannot tell its version, so the guarantee only holds from the app
 * versions that send it onwards. Those tabs also check on their own side (read-only editor).
 */
export function writesAllowed(declared: number | null, docVersion: number): boolean {
  return declared === null || !tooNewForApp(docVersion, declared);
}
