import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

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

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row */
  data: Uint8Array;
  at(x: number, y: number): [number, number, number, number];
}

/**
 * Reads an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium's screenshots are), so browser
 * tests can look at the pixels of what was drawn.
 */
export function decodePng(file: Buffer): Pixels {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (pos < file.length) {
    const len = file.readUInt32BE(pos);
    const type = file.toString('ascii', pos + 4, pos + 8);
    const body = file.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      channels = body[9] === 6 ? 4 : body[9] === 2 ? 3 : 0;
      if (!channels) throw new Error(`PNG colour type ${body[9]} not read`);
    } else if (type === 'IDAT') idat.push(body);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels]! : 0;
      const b = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter]!;
      cur[i] = (line[i]! + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      out[o] = cur[x * channels]!;
      out[o + 1] = cur[x * channels + 1]!;
      out[o + 2] = cur[x * channels + 2]!;
      out[o + 3] = channels === 4 ? cur[x * channels + 3]! : 255;
    }
    prev = cur;
  }
  return {
    width,
    height,
    data: out,
    at: (x, y) => {
      const o = (Math.round(y) * width + Math.round(x)) * 4;
      return [out[o]!, out[o + 1]!, out[o + 2]!, out[o + 3]!];
    },
  };
}
