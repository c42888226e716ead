import { z } from 'zod';

/**
 * doc/verify (issue 19, 校验同步): the server's fingerprint of a document, for a device to
 * compare with its own (shared/src/schema/doc-hash.ts computes both sides).
 */
export const DocVerifyResponseSchema = z.object({
  /** hash of the canonical Document JSON */
  hash: z.string(),
  /** per page id, so a difference can be named */
  pages: z.record(z.string(), z.string()),
  /** the server's Yjs state vector (base64): what it holds, for the device to compare */
  stateVector: z.string(),
});
export type DocVerifyResponse = z.output<typeof DocVerifyResponseSchema>;
