import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaSource } from '../../shared/src/protocol/source-media';
import type { Source } from '../../shared/src/protocol/source';
import { FFMPEG, makeVideo, until, uploadInChunks } from '../helpers/media';
import { png, sha256Hex } from '../helpers/png';
import { newServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

/*
 * Issue 20: transcoding jobs live in the store and survive the server (a node killed in the
 * middle of a transcode: the next start on the same DATA_DIR puts the job back and finishes
 * it); without ffmpeg, video is refused with the explanation and pictures still work.
 */
let work: string;
let video: Uint8Array;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'lightkit-media-'));
  video = makeVideo(work);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Job = { state: string; attempts: number };
const jobOf = (server: Parameters<typeof row>[0], hash: string) => row<Job>(server, sql<Job>`SELECT state, attempts FROM media_jobs WHERE hash = ${hash}`);

describe('media jobs survive a restart', () => {
  it('a transcode cut off by a stop is taken up again by the next start and finishes', async () => {
    // the real ffmpeg, held back before it transcodes, so the stop lands mid-job
    const slow = join(work, 'slow-ffmpeg.sh');
    writeFileSync(slow, `#!/bin/sh\ncase "$*" in *libx264*) trap 'kill $pid 2>/dev/null; exit 143' TERM; sleep 60 & pid=$!; wait $pid;; esac\nexec "${FFMPEG}" "$@"\n`);
    chmodSync(slow, 0o755);
    const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-restart-'));
    try {
      const first = await newServer({ dataDir, env: { LIGHTKIT_FFMPEG: slow } });
      const { client } = await newUser(first);
      const hash = sha256Hex(video);
      const done = await uploadInChunks<MediaSource>(client, video, '样片.avi');
      expect(done.data).toMatchObject({ filename: hash, trans_state: 0 });
      await until(async () => (await jobOf(first, hash))?.state === 'running', 'the job to start');
      // stopped mid-job: the row stays running, as a killed server leaves it
      await first.stop();

      const second = await newServer({ dataDir });
      try {
        await until(async () => (await jobOf(second, hash))?.state === 'done', 'the job to finish after the restart');
        // claimed twice: once by the stopped server, once after the restart
        expect(await jobOf(second, hash)).toMatchObject({ state: 'done', attempts: 2 });
        const media = await row<{ trans_state: number; transcoded: string | null }>(second, sql`SELECT trans_state, transcoded FROM blobs WHERE hash = ${hash}`);
        expect(media).toMatchObject({ trans_state: 1 });
        expect(media!.transcoded).toMatch(/^[0-9a-f]{64}$/);
        expect(readFileSync(join(dataDir, 'logs', 'server.log'), 'utf8')).toContain('put back in the queue');
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the job queue', () => {
  it('gives a queued job to exactly one of several nodes claiming at once', async () => {
    // MEDIA_JOBS=0: this node runs nothing itself, the claims below are the only takers
    const server = await newServer({ env: { MEDIA_JOBS: '0' } });
    try {
      const { media, sources } = server.app.repos;
      const hash = 'e'.repeat(64);
      await sources.addBlob(hash, 10, 'video/mp4', server.clock.now);
      await media.enqueue(hash, 'transcode', server.clock.now);
      await media.enqueue(hash, 'transcode', server.clock.now);
      const claims = await Promise.all(['a', 'b', 'c', 'd'].map((node) => media.claim(node, Date.now(), 60_000, server.clock.now)));
      expect(claims.filter((c) => c !== null)).toHaveLength(1);
      expect(await jobOf(server, hash)).toMatchObject({ state: 'running', attempts: 1 });
      // nothing else queued; a lease that ran out lets another node take the job over
      expect(await media.claim('e', Date.now(), 60_000, server.clock.now)).toBeNull();
      expect(await media.claim('f', Date.now() + 61_000, 60_000, server.clock.now)).toMatchObject({ hash, attempts: 2 });
    } finally {
      await server.stop();
    }
  });
});

describe('without ffmpeg', () => {
  it('says so in the log and to the client, refuses video with the explanation, and pictures still work', async () => {
    const server = await newServer({ env: { LIGHTKIT_FFMPEG: join(work, 'no-such-ffmpeg') } });
    try {
      expect(readFileSync(join(server.dataDir, 'logs', 'server.log'), 'utf8')).toMatch(/WARN ffmpeg: .*no-such-ffmpeg.*UNAVAILABLE/);
      const { client } = await newUser(server);
      const info = await client.get('source/media-info');
      expect(info.data).toMatchObject({ video: false, audio: false, message: '服务器未安装视频处理组件（ffmpeg），暂时无法上传视频和音频，图片不受影响' });
      const en = await client.get<{ message: string }>('source/media-info', undefined, { 'x-lang': 'en' });
      expect(en.data.message).toMatch(/no video tool \(ffmpeg\)/);
      const refused = await uploadInChunks(client, video, 'clip.avi');
      expect(refused.message).toBe('服务器未安装视频处理组件（ffmpeg），暂时无法上传视频和音频，图片不受影响');

      const picture = png(41);
      const hash = sha256Hex(picture);
      const signed = await client.post<{ policy: string; signature: string; host: string }>('source/sign', { filename: hash, name: 'a.png', size: picture.length, type: 'image/png' });
      const q = `?policy=${encodeURIComponent(signed.data.policy)}&signature=${encodeURIComponent(signed.data.signature)}`;
      const up = await client.raw('POST', `${signed.data.host}${q}`, { body: picture as unknown as string, headers: { 'content-type': 'image/png' } });
      expect(((await up.response.json()) as { status: number }).status).toBe(0);
      expect((await client.post<Source>('source/verify', { filename: hash, name: 'a.png' })).data).toMatchObject({ filename: hash, type: 'image/png' });
    } finally {
      await server.stop();
    }
  });

  it('with ffmpeg the client is told video is available', async () => {
    const server = await newServer();
    try {
      const { client } = await newUser(server);
      expect((await client.get('source/media-info')).data).toMatchObject({ video: true, audio: true, message: '' });
    } finally {
      await server.stop();
    }
  });
});
