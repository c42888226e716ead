import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestClient } from './http';
import { sha256Hex } from './png';

/** The real ffmpeg the server finds by default (the npm package's static binary). */
export const FFMPEG = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

const ff = (args: string[]) => execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/**
 * A 3 s 320×240 video made here with ffmpeg: one black second, then the test pattern, with a
 * sine tone throughout. MJPEG/PCM in AVI: cheap to make, about a megabyte (many chunks), and
 * not already H.264/AAC, so the server really transcodes it.
 */
export function makeVideo(dir: string, name = 'clip.avi'): Uint8Array {
  const file = join(dir, name);
  ff([
    ...['-f', 'lavfi', '-i', 'color=c=black:s=320x240:d=1:r=25'],
    ...['-f', 'lavfi', '-i', 'testsrc=s=320x240:d=2:r=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0[v]', '-map', '[v]', '-map', '2:a'],
    ...['-c:v', 'mjpeg', '-q:v', '3', '-c:a', 'pcm_s16le', file],
  ]);
  return new Uint8Array(readFileSync(file));
}

/** A 2 s tone as mp3 or wav (by the file's extension). */
export function makeAudio(dir: string, name: string): Uint8Array {
  const file = join(dir, name);
  ff(['-f', 'lavfi', '-i', 'sine=frequency=660:duration=2', ...(name.endsWith('.mp3') ? ['-c:a', 'libmp3lame', '-b:a', '64k'] : []), file]);
  return new Uint8Array(readFileSync(file));
}

/** What `ffmpeg -i` says about a file (its streams and container). */
export function describeMedia(file: string): string {
  try {
    execFileSync(FFMPEG, ['-hide_banner', '-i', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    return '';
  } catch (err) {
    // with no output file ffmpeg exits 1 after printing the description
    return String((err as { stderr?: Buffer }).stderr ?? '');
  }
}

/** The top-level MP4 boxes in order ('ftyp', 'moov', 'mdat', …): fast start puts moov before mdat. */
export function topLevelBoxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    let size = view.getUint32(at);
    out.push(String.fromCharCode(...bytes.subarray(at + 4, at + 8)));
    if (size === 1) size = Number(view.getBigUint64(at + 8));
    if (size < 8) break;
    at += size;
  }
  return out;
}

export async function meanLuminance(bytes: Uint8Array): Promise<number> {
  const { channels } = await sharp(bytes).greyscale().stats();
  return channels[0]!.mean;
}

export interface ChunkSession {
  source: unknown;
  uploadId: string;
  size: number;
  chunkSize: number;
  chunks: number;
  received: number[];
}

export const chunkOf = (bytes: Uint8Array, s: ChunkSession, i: number) => bytes.subarray(i * s.chunkSize, Math.min(bytes.length, (i + 1) * s.chunkSize));

/** PUTs one chunk; answers the envelope. */
export async function putChunk(client: TestClient, uploadId: string, index: number | string, body: Uint8Array) {
  const { response } = await client.raw('PUT', `/kapi/source/chunk/${uploadId}/${index}`, { body: body as unknown as string, headers: { 'content-type': 'application/octet-stream' } });
  return (await response.json()) as { status: number; message: string; data: ChunkSession };
}

/** Starts sending a chunk and cuts the connection halfway, as a dropped network would. */
export function dropMidChunk(baseUrl: string, cookie: string, uploadId: string, index: number, body: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/kapi/source/chunk/${uploadId}/${index}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/octet-stream', 'content-length': body.length },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, Math.floor(body.length / 2)), () => req.destroy());
  });
}

/** Sends a whole file in chunks (start → PUT each → finish); answers finish's envelope. */
export async function uploadInChunks<T = unknown>(client: TestClient, bytes: Uint8Array, name: string, chunkSize?: number, dir?: string) {
  const start = await client.post<ChunkSession>('source/chunk/start', { filename: sha256Hex(bytes), size: bytes.length, type: '', name, ...(chunkSize ? { chunkSize } : {}), ...(dir ? { dir } : {}) });
  if (start.status !== 0) return start as unknown as { status: number; message: string; data: T };
  for (let i = 0; i < start.data.chunks; i += 1) {
    const put = await putChunk(client, start.data.uploadId, i, chunkOf(bytes, start.data, i));
    if (put.status !== 0) return put as unknown as { status: number; message: string; data: T };
  }
  return client.post<T>('source/chunk/finish', { uploadId: start.data.uploadId });
}

/** Polls `check` (every 100 ms) until it answers a value; gives up after `limitMs` with `what`. */
export async function until<T>(check: () => Promise<T | null | undefined | false>, what: string, limitMs = 25_000): Promise<T> {
  for (const end = Date.now() + limitMs; Date.now() < end; ) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}
