import { digest } from 'lib0/hash/sha256';
import { toBase64 } from 'lib0/buffer';
import type * as Y from 'yjs';
import { toJSON } from './doc';

/**
 * A fingerprint of a document's content for "校验同步" (issue 19): two replicas holding the same
 * content must compute the same hash. Encoded Yjs updates are not byte-identical across
 * replicas (struct order and merging differ), and even the key order of a Y.Map follows the
 * order each replica learned the keys in: so the hash is of the Document JSON (toJSON) with
 * every object's keys sorted.
 */

/** JSON with object keys sorted at every level: equal values give equal text. */
export function canonicalJSON(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJSON(v === undefined ? null : v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJSON(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const hashText = (text: string): string => toBase64(digest(new TextEncoder().encode(text)));

export interface DocHashes {
  /** the whole document */
  hash: string;
  /** each page by id, so a difference can be named */
  pages: Record<string, string>;
}

export function docHashes(doc: Y.Doc): DocHashes {
  const json = toJSON(doc);
  const pages: Record<string, string> = {};
  for (const page of json.pages) pages[page.id] = hashText(canonicalJSON(page));
  return { hash: hashText(canonicalJSON(json)), pages };
}

export type VerifyResult =
  | { equal: true }
  /** pages: ids that differ, exist only here or only there (in this device's order, then the server's) */
  | { equal: false; pages: string[] };

/** Compares this device's hashes with the server's. */
export function compareHashes(local: DocHashes, server: DocHashes): VerifyResult {
  if (local.hash === server.hash) return { equal: true };
  const ids = [...new Set([...Object.keys(local.pages), ...Object.keys(server.pages)])];
  return { equal: false, pages: ids.filter((id) => local.pages[id] !== server.pages[id]) };
}
