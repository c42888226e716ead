import type { Readable, Writable } from 'node:stream';

// The backup file of `npm run admin -- backup` is a plain POSIX tar (ustar): written and read
// as streams, so a DATA_DIR of any size passes through without being held in memory (a zip
// library would hold the whole archive while reading it back), and `tar -tf` lists it anywhere.

const BLOCK = 512;
/** ustar keeps a name in 100 bytes: the backup's names (blobs/ab/<64 hex>, data/logs/…) fit. */
const NAME_MAX = 100;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > NAME_MAX) throw new Error(`tar: name too long: ${name}`);
  const h = Buffer.alloc(BLOCK);
  nameBytes.copy(h, 0);
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

/** Waits for the stream to take more when it says it is full. */
async function put(out: Writable, chunk: Buffer | Uint8Array): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve, reject) => {
    out.once('drain', resolve);
    out.once('error', reject);
  });
}

export interface TarWriter {
  /** One file entry; `size` must be the exact byte count the source yields. */
  add(name: string, size: number, source: AsyncIterable<Buffer | Uint8Array> | Uint8Array, mtime?: number): Promise<void>;
  /** Writes the end-of-archive blocks (a reader that misses them knows the file was cut short). */
  finish(): Promise<void>;
}

export function tarWriter(out: Writable): TarWriter {
  return {
    async add(name, size, source, mtime = Date.now()) {
      await put(out, header(name, size, mtime));
      let written = 0;
      const chunks = source instanceof Uint8Array ? [source] : source;
      for await (const chunk of chunks) {
        written += chunk.length;
        if (written > size) throw new Error(`tar: ${name} grew while being written`);
        await put(out, chunk);
      }
      if (written !== size) throw new Error(`tar: ${name} shrank while being written`);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad > 0) await put(out, Buffer.alloc(pad));
    },
    async finish() {
      await put(out, Buffer.alloc(BLOCK * 2));
    },
  };
}

export interface TarEntry {
  name: string;
  size: number;
}

/** Thrown for anything that is not a whole, well-formed ustar archive. */
export class TarError extends Error {}

/**
 * Reads a tar stream entry by entry: `onEntry` gets each file's name and its bytes as chunks
 * (to be consumed before the next entry is read). Rejects a bad checksum, a non-file entry and an
 * archive cut short (no end blocks).
 */
export async function readTar(input: Readable, onEntry: (entry: TarEntry, data: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered: Buffer = Buffer.alloc(0);
  /** The next n bytes, or fewer only at the end of the stream. */
  const take = async (n: number): Promise<Buffer> => {
    while (buffered.length < n) {
      const next = await iterator.next();
      if (next.done) break;
      buffered = buffered.length === 0 ? next.value : Buffer.concat([buffered, next.value]);
    }
    const out = buffered.subarray(0, n);
    buffered = buffered.subarray(out.length);
    return out;
  };
  /** Up to n bytes: what is buffered, or one more chunk of the stream (empty at its end). */
  const takeSome = async (n: number): Promise<Buffer> => {
    if (buffered.length === 0) {
      const next = await iterator.next();
      if (next.done) return Buffer.alloc(0);
      buffered = next.value;
    }
    const out = buffered.subarray(0, n);
    buffered = buffered.subarray(out.length);
    return out;
  };
  for (;;) {
    const h = await take(BLOCK);
    if (h.length < BLOCK) throw new TarError('cut short');
    if (h.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (parseInt(h.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8) !== sum) throw new TarError('bad header checksum');
    const type = h.toString('ascii', 156, 157);
    if (type !== '0' && type !== '\0') throw new TarError('not a plain file entry');
    const name = h.toString('utf8', 0, NAME_MAX).replace(/\0.*$/s, '');
    const size = parseInt(h.toString('ascii', 124, 136).replace(/\0.*$/, '').trim(), 8);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarError('bad size');
    let left = size;
    async function* data(): AsyncGenerator<Buffer> {
      while (left > 0) {
        const chunk = await takeSome(left);
        if (chunk.length === 0) throw new TarError('cut short');
        left -= chunk.length;
        yield chunk;
      }
    }
    await onEntry({ name, size }, data());
    // whatever the callback left unread is skipped
    for await (const _ of data()) void _;
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if ((await take(pad)).length < pad) throw new TarError('cut short');
  }
}
