import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/*
 * Real PNG files for upload tests, made byte by byte (no image library needed): a 2 × 2
 * picture whose colour comes from the seed, so each seed is a different file with its own
 * hash, optionally padded with a private chunk to an exact size.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
}

/** A 2 × 2 PNG; with `size`, padded to exactly that many bytes. */
export function png(seed: number, size = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = [0, seed % 256, (seed >> 8) % 256, 50, 200, 30, 60];
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from([...row, ...row])))]);
  const end = chunk('IEND', Buffer.alloc(0));
  const pad = size - head.length - end.length - 12;
  return Buffer.concat([head, ...(pad >= 0 ? [chunk('prVt', Buffer.alloc(pad, seed % 251))] : []), end]);
}

export const sha256Hex = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');
