import { fromBase64 } from 'lib0/buffer';
import * as Y from 'yjs';
import type { DocVerifyResponse } from '../../../shared/src/protocol/verify';
import { orderedPages } from '../../../shared/src/schema/doc';
import { compareHashes, docHashes } from '../../../shared/src/schema/doc-hash';

/**
 * 校验同步 (issue 19): this device's fingerprint of the document against the server's
 * (doc/verify). "Synced" in the status means the server acknowledged everything this device
 * has; this checks the content itself, both ways.
 */
export type Verdict =
  | { equal: true }
  | {
      equal: false;
      /** 1-based positions, in this device's page order, of pages whose content differs */
      pages: number[];
      /** a page exists on one side only */
      oneSided: boolean;
      /** edits are still on their way one way or the other (the state vectors differ) */
      inFlight: boolean;
    };

const sameVector = (a: Map<number, number>, b: Map<number, number>): boolean => a.size === b.size && [...a].every(([id, clock]) => b.get(id) === clock);

export function verdictOf(doc: Y.Doc, server: DocVerifyResponse): Verdict {
  const local = docHashes(doc);
  const result = compareHashes(local, server);
  if (result.equal) return result;
  const order = orderedPages(doc).map(([id]) => id);
  const pages = result.pages
    .map((id) => order.indexOf(id))
    .filter((i) => i >= 0 && server.pages[order[i]!] !== undefined)
    .map((i) => i + 1)
    .sort((a, b) => a - b);
  const oneSided = result.pages.some((id) => local.pages[id] === undefined || server.pages[id] === undefined);
  const inFlight = !sameVector(Y.decodeStateVector(Y.encodeStateVector(doc)), Y.decodeStateVector(fromBase64(server.stateVector)));
  return { equal: false, pages, oneSided, inFlight };
}
