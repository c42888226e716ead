import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceItem } from '../../shared/src/protocol/source-library';
import type { MediaSource } from '../../shared/src/protocol/source-media';
import { BLACK_MEAN } from '../../sync-server/src/media/transcode';
import { chunkOf, describeMedia, dropMidChunk, makeAudio, makeVideo, meanLuminance, putChunk, topLevelBoxes, until, uploadInChunks, type ChunkSession } from '../helpers/media';
import { sha256Hex } from '../helpers/png';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 20, video and audio: a real video made with ffmpeg is uploaded in chunks across a
 * dropped connection, transcoded by the server's real ffmpeg to a fast-start H.264/AAC MP4,
 * and given a cover frame that is not black; audio gets its duration.
 */
let server: TestServer;
let work: string;
let video: Uint8Array;
beforeAll(async () => {
  server = await newServer();
  work = mkdtempSync(join(tmpdir(), 'lightkit-media-'));
  video = makeVideo(work);
});
afterAll(async () => {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
});

interface TransState {
  id: number;
  trans_state: number | null;
  duration: number | null;
  cover: string;
  frames: string[];
  url: string;
}
const bytesAt = async (path: string) => new Uint8Array(await (await fetch(`${server.url}${path}`)).arrayBuffer());

describe('video: chunked upload, resume, transcode, cover', () => {
  it('resumes after a dropped connection, transcodes to fast-start H.264/AAC with a cover that is not black', async () => {
    const { client } = await newUser(server);
    const hash = sha256Hex(video);
    const start = await client.post<ChunkSession>('source/chunk/start', { filename: hash, size: video.length, type: 'video/x-msvideo', name: '展厅.avi', chunkSize: 64 * 1024 });
    expect(start.status).toBe(0);
    const s = start.data;
    expect(s).toMatchObject({ source: null, chunkSize: 64 * 1024, received: [] });
    expect(s.chunks).toBeGreaterThan(4);
    const half = Math.floor(s.chunks / 2);
    for (let i = 0; i < half; i += 1) expect((await putChunk(client, s.uploadId, i, chunkOf(video, s, i))).status).toBe(0);

    // the connection drops in the middle of the next chunk: nothing of it is kept
    await dropMidChunk(server.url, client.cookie, s.uploadId, half, chunkOf(video, s, half));
    const status = await client.get<ChunkSession>('source/chunk/status', { uploadId: s.uploadId });
    expect(status.data.received).toEqual([...Array(half).keys()]);
    // starting again with the same file answers the same upload, not a new one
    const again = await client.post<ChunkSession>('source/chunk/start', { filename: hash, size: video.length, name: '展厅.avi' });
    expect(again.data).toMatchObject({ uploadId: s.uploadId, received: status.data.received });

    // finishing early says what is missing; a wrong-size chunk and a bad index are refused
    expect((await client.post('source/chunk/finish', { uploadId: s.uploadId })).message).toBe(`文件还没有上传完整（已收到${half}/${s.chunks}个分片）`);
    expect((await putChunk(client, s.uploadId, half, chunkOf(video, s, half).subarray(1))).message).toBe('分片大小不正确，请重试');
    expect((await putChunk(client, s.uploadId, s.chunks, chunkOf(video, s, 0))).message).toBe('分片编号不正确');
    // another account cannot see or feed this upload
    const other = await newUser(server);
    expect((await other.client.get('source/chunk/status', { uploadId: s.uploadId })).message).toBe('上传任务不存在或已过期，请重新上传');
    expect((await putChunk(other.client, s.uploadId, half, chunkOf(video, s, half))).message).toBe('上传任务不存在或已过期，请重新上传');

    for (const i of [...Array(s.chunks).keys()].filter((n) => !status.data.received.includes(n))) {
      expect((await putChunk(client, s.uploadId, i, chunkOf(video, s, i))).status).toBe(0);
    }
    const done = await client.post<MediaSource>('source/chunk/finish', { uploadId: s.uploadId });
    expect(done.data).toMatchObject({ filename: hash, name: '展厅.avi', extension: 'avi', type: 'video/x-msvideo', size: video.length, trans_state: 0 });
    expect(done.data.duration).toBeCloseTo(3, 0);
    expect(existsSync(join(server.dataDir, 'uploads', s.uploadId))).toBe(false);

    // the client polls until the transcode is done (spec 000 §4)
    const state = await until(async () => {
      const r = await client.get<TransState[]>('source/trans-state', { ids: String(done.data.id) });
      return r.data[0]!.trans_state === 1 ? r.data[0]! : null;
    }, 'the transcode');
    expect(state.url).not.toContain(hash);
    const mp4 = await bytesAt(state.url);
    const boxes = topLevelBoxes(mp4);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // a <video> seeks by byte ranges
    const part = await fetch(`${server.url}${state.url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${mp4.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(mp4.subarray(100, 200));
    const tail = await fetch(`${server.url}${state.url}`, { headers: { range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(mp4.subarray(mp4.length - 10));
    expect((await fetch(`${server.url}${state.url}`, { headers: { range: `bytes=${mp4.length}-` } })).status).toBe(416);
    writeFileSync(join(work, 'out.mp4'), mp4);
    const described = describeMedia(join(work, 'out.mp4'));
    expect(described).toMatch(/Video: h264/);
    expect(described).toMatch(/Audio: aac/);

    // the default cover skips the black first second: of the frames at 10, 30, 50, 70 and 90 %
    // of 3 s, the two in the first second are put aside
    expect(state.frames).toHaveLength(3);
    expect(state.cover).toBe(state.frames[0]);
    expect(await meanLuminance(await bytesAt(state.cover))).toBeGreaterThanOrEqual(BLACK_MEAN);

    // choosing a cover: another frame; a picture that is not the account's is refused
    const last = state.frames.length - 1;
    expect((await client.post('source/cover', { id: done.data.id, frame: last })).data).toEqual({ id: done.data.id, cover: state.frames[last] });
    expect((await client.post('source/cover', { id: done.data.id, cover: 'a'.repeat(64) })).message).toBe('封面图片不存在，请重新选择');
    expect((await client.post('source/cover', { id: done.data.id })).message).toBe('请选择一帧画面或上传一张图片作为封面');
    expect((await other.client.post('source/cover', { id: done.data.id, frame: 0 })).message).toBe('素材不存在');
    // the library lists it as a video: its length, done, the chosen cover, playing from the MP4
    const listed = await client.get<{ rows: SourceItem[] }>('source/find', { dir: '0', page: '1' });
    expect(listed.data.rows).toHaveLength(1);
    expect(listed.data.rows[0]).toMatchObject({ id: String(done.data.id), name: '展厅.avi', extension: 'avi', trans_state: 1, cover: state.frames[last], url: state.url });
    expect(listed.data.rows[0]!.duration).toBeCloseTo(3, 0);
    // another account's ids are left out of the query
    expect((await other.client.get<TransState[]>('source/trans-state', { ids: String(done.data.id) })).data).toEqual([]);

    // the same video again: already uploaded; by another account: kept at once, nothing sent
    expect((await client.post('source/chunk/start', { filename: hash, size: video.length, name: 'x.avi' })).message).toBe('该视频已经上传过');
    const reuse = await other.client.post<ChunkSession>('source/chunk/start', { filename: hash, size: video.length, name: '同一段.avi' });
    expect(reuse.data).toMatchObject({ uploadId: '', chunks: 0, source: { filename: hash, name: '同一段.avi', trans_state: 1 } });
  }, 60_000);

  it('refuses what is not video or audio by its bytes, and gives up uploads left for a day', async () => {
    const { client } = await newUser(server);
    const fake = new Uint8Array(200_000).fill(7);
    expect((await uploadInChunks(client, fake, 'movie.mp4')).message).toBe('请上传 MP4、MOV、WebM、MKV、AVI 视频或 MP3、M4A、WAV 音频');
    expect((await client.post('source/chunk/start', { filename: '../../etc/passwd', size: 10 })).message).toBe('文件校验值不正确，请重新上传');
    expect((await client.post('source/chunk/start', { filename: 'b'.repeat(64), size: 3 * 1024 ** 3 })).message).toBe('视频或音频不能超过2GB');

    const left = await client.post<ChunkSession>('source/chunk/start', { filename: 'c'.repeat(64), size: 100_000, chunkSize: 64 * 1024 });
    expect((await putChunk(client, left.data.uploadId, 0, video.subarray(0, 64 * 1024))).status).toBe(0);
    server.clock.advance(25 * 60 * 60_000);
    await client.post('source/chunk/start', { filename: 'd'.repeat(64), size: 100 });
    expect((await client.get('source/chunk/status', { uploadId: left.data.uploadId })).message).toBe('上传任务不存在或已过期，请重新上传');
    expect(existsSync(join(server.dataDir, 'uploads', left.data.uploadId))).toBe(false);
  });

  it('refuses an upload over the quota before any byte', async () => {
    const small = await newServer({ env: { QUOTA_MB: '1' } });
    try {
      const { client } = await newUser(small);
      const r = await client.post('source/chunk/start', { filename: sha256Hex(video), size: 2 * 1024 * 1024, name: 'big.avi' });
      expect(r.status).not.toBe(0);
      expect(r.message).toMatch(/存储空间/);
    } finally {
      await small.stop();
    }
  });
});

describe('audio', () => {
  it('keeps mp3 and wav with their duration and nothing to transcode, filed into the folder asked for', async () => {
    const { client } = await newUser(server);
    const folder = await client.post<{ id: string }>('source/mkdir', { pid: '0', name: '声音' });
    for (const [name, type] of [['tone.mp3', 'audio/mpeg'], ['tone.wav', 'audio/wav']] as const) {
      const done = await uploadInChunks<MediaSource>(client, makeAudio(work, name), name, undefined, folder.data.id);
      expect(done.data, name).toMatchObject({ name, type, extension: name.split('.')[1], trans_state: 1 });
      expect(done.data.duration, name).toBeCloseTo(2, 0);
    }
    const inFolder = await client.get<{ rows: SourceItem[] }>('source/find', { dir: folder.data.id, page: '1' });
    expect(inFolder.data.rows.map((r) => r.name).sort()).toEqual(['tone.mp3', 'tone.wav']);
    // audio has no picture: no cover (a card shows its kind, not a broken image)
    expect(inFolder.data.rows.map((r) => [r.duration > 1.5, r.url === r.path, r.cover])).toEqual([[true, true, ''], [true, true, '']]);
    // the shared library is read-only for an ordinary account: refused before a byte is sent
    const longer = await client.post('source/chunk/start', { filename: 'e'.repeat(64), size: 100_000, name: 'other.wav', dir: 'share' });
    expect(longer.message).toBe('没有权限上传素材到当前位置');
    // nor does a file the server knows already (another account's) land there
    const stranger = await newUser(server);
    expect((await uploadInChunks(stranger.client, makeAudio(work, 'tone.wav'), 'again.wav', undefined, 'share')).message).toBe('没有权限上传素材到当前位置');
  });
});
