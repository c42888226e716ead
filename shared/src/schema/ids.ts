// Ids made on the client, so a document, page or element can be created offline.

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
/** Page ids carry the time since 2020-01-01 (spec 001 §9 "page id seed"), then randomness. */
const PAGE_EPOCH = Date.UTC(2020, 0, 1);

function randomChars(n: number): string {
  const bytes = new Uint8Array(n);
  globalThis.crypto.getRandomValues(bytes);
  // 252 = 36 * 7: rejecting larger bytes keeps every character equally likely
  let out = '';
  for (const b of bytes) out += b < 252 ? ALPHABET[b % 36] : ALPHABET[globalThis.crypto.getRandomValues(new Uint8Array(1))[0]! % 36];
  return out;
}

/** 12 characters of 0-9/a-z: inside the 6-16 rule of spec 000 §5, 62 bits of randomness. */
export const newDocId = (): string => randomChars(12);
export const newPageId = (now = Date.now()): string => `p${Math.max(0, now - PAGE_EPOCH).toString(36)}${randomChars(6)}`;
export const newElementId = (): string => `e${randomChars(10)}`;
/** A row of a chart's shared list that other rows point at (a scene names its space's id). */
export const newRowId = (): string => `r${randomChars(10)}`;

/** A new document id that `taken` says is free (collisions are astronomically rare, never assumed away). */
export function unusedDocId(taken: (id: string) => boolean): string {
  for (;;) {
    const id = newDocId();
    if (!taken(id)) return id;
  }
}
