import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, TarError, tarWriter } from './tar';

/** Writes entries into one tar held in memory. */
async function tarOf(entries: [string, Uint8Array][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = tarWriter(out);
  for (const [name, bytes] of entries) await tar.add(name, bytes.length, bytes);
  await tar.finish();
  out.end();
  return Buffer.concat(chunks);
}

/** Reads a tar back, in chunks of `chunk` bytes (entries and headers cross chunk edges). */
async function entriesOf(bytes: Buffer, chunk = 700): Promise<[string, string][]> {
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) pieces.push(bytes.subarray(i, i + chunk));
  const found: [string, string][] = [];
  await readTar(Readable.from(pieces), async (entry, data) => {
    const parts: Buffer[] = [];
    for await (const c of data) parts.push(c);
    found.push([entry.name, Buffer.concat(parts).toString('utf8')]);
  });
  return found;
}

describe('tar', () => {
  const entries: [string, Uint8Array][] = [
    ['manifest.json', Buffer.from('{"a":1}')],
    ['empty', new Uint8Array()],
    ['blobs/ab/' + 'ab'.repeat(32), Buffer.from('x'.repeat(2000))],
    ['data/logs/server.log', Buffer.from('一行日志\n'.repeat(300))],
  ];

  it('reads back what it wrote, whatever the chunking', async () => {
    const bytes = await tarOf(entries);
    expect(bytes.length % 512).toBe(0);
    const expected = entries.map(([n, b]) => [n, Buffer.from(b).toString('utf8')]);
    for (const chunk of [1, 511, 512, 700, 1 << 20]) expect(await entriesOf(bytes, chunk)).toEqual(expected);
  });

  it('is a tar the system tar lists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lightkit-tar-'));
    try {
      writeFileSync(join(dir, 'a.tar'), await tarOf(entries));
      const listed = spawnSync('tar', ['-tf', join(dir, 'a.tar')], { encoding: 'utf8' });
      expect(listed.stdout.trim().split('\n')).toEqual(entries.map(([n]) => n));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an archive cut short, a damaged header and a size that does not match', async () => {
    const bytes = await tarOf(entries);
    await expect(entriesOf(bytes.subarray(0, bytes.length - 1024))).rejects.toThrow(TarError);
    await expect(entriesOf(bytes.subarray(0, 1500))).rejects.toThrow(TarError);
    const damaged = Buffer.from(bytes);
    damaged[3] = damaged[3]! ^ 1;
    await expect(entriesOf(damaged)).rejects.toThrow('bad header checksum');
    const tar = tarWriter(new PassThrough().resume());
    await expect(tar.add('x', 3, Buffer.from('four'))).rejects.toThrow('grew');
    await expect(tar.add('y', 5, Buffer.from('four'))).rejects.toThrow('shrank');
  });
});
