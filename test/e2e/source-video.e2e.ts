import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPage } from '../helpers/browser';
import { makeAudio, makeVideo } from '../helpers/media';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { horizontalOverflow, smallTargets } from './layout-checks';

// Video in the material library (issue 20) with the real server and its real ffmpeg: a clip made
// here (a black second, then the test pattern, with a tone) goes up through the chunked calls
// from the page (one dropped connection resumed), its card says 转码中 until the 5 s transcoding
// query finds it done, the cover chooser opens with the first non-black frame chosen, another
// frame is taken, and the player plays the MP4 (time advances, a picture is drawn).

let e2e: E2E;
let dir: string;
let clip: Buffer;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { shipin: '视频小王' } });
  dir = mkdtempSync(join(tmpdir(), 'lk-video-e2e-'));
  clip = Buffer.from(makeVideo(dir, '展厅灯光.avi'));
});
afterAll(async () => {
  await e2e.close();
  rmSync(dir, { recursive: true, force: true });
});

const videoCard = (page: Page) => page.locator('[data-testid=source-card][data-kind=video]');

/** Brightest pixel of what the player's video shows now, drawn onto a canvas in the page. */
const videoBrightness = (page: Page) =>
  page.getByTestId('source-player-video').evaluate((v) => {
    const video = v as HTMLVideoElement;
    const c = document.createElement('canvas');
    c.width = video.videoWidth || 1;
    c.height = video.videoHeight || 1;
    const g = c.getContext('2d')!;
    g.drawImage(video, 0, 0);
    const px = g.getImageData(0, 0, c.width, c.height).data;
    let max = 0;
    for (let i = 0; i < px.length; i += 4) max = Math.max(max, px[i]!, px[i + 1]!, px[i + 2]!);
    return max;
  });

describe('video in the material library', () => {
  it('uploads a video in chunks (resuming once), shows 转码中 then the done card, takes a chosen cover frame and plays it; audio plays too', async () => {
    const page = await signInPage(await e2e.context(), 'shipin', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await page.goto('/kit/source');
    await page.getByTestId('source-empty').waitFor();

    // the first try at the chunk loses its connection: the upload says so, asks what arrived, sends the rest
    let dropped = 0;
    await page.route('**/kapi/source/chunk/*/*', (route) => (route.request().method() === 'PUT' && dropped++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.getByTestId('source-file').setInputFiles({ name: '展厅灯光.avi', mimeType: 'video/x-msvideo', buffer: clip });
    await expect.poll(() => page.getByText('网络中断，正在续传…').count()).toBeGreaterThan(0);
    const queue = page.getByTestId('upload-queue');
    await expect.poll(() => queue.locator('[data-state=done]').count(), { timeout: 15_000 }).toBe(1);
    expect(dropped).toBe(2);

    // its card at once, transcoding; then done by the 5 s query, with its duration
    await expect.poll(() => videoCard(page).count()).toBe(1);
    expect(await videoCard(page).getByTestId('source-transcoding').textContent()).toBe('转码中');
    await e2e.shot(page, 'source-video-transcoding-1440');

    // done: the cover chooser opens by itself, the first non-black frame chosen
    const dialog = page.getByTestId('source-cover-dialog');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await videoCard(page).getByTestId('source-transcoding').count()).toBe(0);
    const frames = dialog.getByTestId('source-cover-frame');
    await expect.poll(() => frames.count()).toBeGreaterThan(1);
    expect(await frames.first().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => frames.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await e2e.shot(page, 'source-cover-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await e2e.shot(page, 'source-cover-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    // another frame is taken instead, and becomes the card's cover
    await frames.nth(1).click();
    expect(await frames.nth(1).getAttribute('aria-pressed')).toBe('true');
    const chosen = await frames.nth(1).locator('img').getAttribute('src');
    await dialog.getByRole('button', { name: '使用此封面' }).click();
    await expect.poll(() => page.getByText('封面已设置').count()).toBeGreaterThan(0);
    await expect.poll(() => videoCard(page).locator('.source-cover img').getAttribute('src')).toBe(chosen);
    expect(await videoCard(page).textContent()).toMatch(/1分钟以内|0:0[23]|00:0[23]/);
    await e2e.shot(page, 'source-video-card-1440');

    // the player: the MP4 with the cover as poster; time advances and a picture is drawn
    await videoCard(page).getByTestId('source-play').click();
    const video = page.getByTestId('source-player-video');
    await video.waitFor();
    expect(await video.getAttribute('poster')).toBe(chosen);
    expect(await video.getAttribute('src')).toMatch(/^\/kapi\/source\/file\/[0-9a-f]{64}$/);
    await video.evaluate((v) => {
      const el = v as HTMLVideoElement;
      el.muted = true;
      return el.play();
    });
    await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await expect.poll(() => videoBrightness(page)).toBeGreaterThan(60);
    await e2e.shot(page, 'source-player-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await e2e.shot(page, 'source-player-1024');
    await page.keyboard.press('Escape');
    await e2e.shot(page, 'source-video-library-1024');
    expect(errors).toEqual([]);

    // the same video again: "该视频已经上传过"
    await page.getByTestId('source-file').setInputFiles({ name: '展厅灯光.avi', mimeType: 'video/x-msvideo', buffer: clip });
    await expect.poll(() => queue.getByText('该视频已经上传过').count()).toBe(1);

    // audio: no transcoding, its duration on the card, played with <audio>
    await page.getByTestId('source-file').setInputFiles({ name: '提示音.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeAudio(dir, 'tone.wav')) });
    const audioCard = page.locator('[data-testid=source-card][data-kind=audio]');
    await expect.poll(() => audioCard.count(), { timeout: 10_000 }).toBe(1);
    expect(await audioCard.textContent()).toContain('1分钟以内');
    expect(await audioCard.getByTestId('source-cover').count()).toBe(0);
    await audioCard.getByTestId('source-play').click();
    const audio = page.getByTestId('source-player-audio');
    await audio.evaluate((a) => ((a as HTMLAudioElement).muted = true, (a as HTMLAudioElement).play()));
    await expect.poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('on a phone: the video card, the cover chooser and the player fit and take fingertips', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.phone), 'shipin', 'light2026');
    await page.goto('/kit/source');
    await expect.poll(() => videoCard(page).locator('.source-cover img').evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'source-video-library-390');
    await videoCard(page).getByTestId('source-cover').click();
    await page.getByTestId('source-cover-dialog').waitFor();
    await expect.poll(() => page.getByTestId('source-cover-frame').count()).toBeGreaterThan(1);
    expect(await smallTargets(page)).toEqual([]);
    await e2e.shot(page, 'source-cover-390');
    await page.getByTestId('source-cover-dialog').getByRole('button', { name: '取消' }).click();
    await videoCard(page).getByTestId('source-play').click();
    await page.getByTestId('source-player-video').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'source-player-390');
  });
});

describe('video on a server without ffmpeg', () => {
  let bare: E2E;
  beforeAll(async () => {
    bare = await startE2E({ env: { LIGHTKIT_FFMPEG: join(tmpdir(), 'no-such-ffmpeg') }, accounts: { wuff: '没有转码' } });
  });
  afterAll(() => bare.close());

  it('explains in words why the video cannot be uploaded, and sends none of it', async () => {
    const page = await signInPage(await bare.context(), 'wuff', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    let sent = 0;
    page.on('request', (r) => /\/kapi\/source\/chunk\//.test(r.url()) && (sent += 1));
    await page.goto('/kit/source');
    await page.getByTestId('source-empty').waitFor();
    await page.getByTestId('source-file').setInputFiles({ name: '展厅灯光.avi', mimeType: 'video/x-msvideo', buffer: clip });
    const row = page.locator('[data-testid=queue-row][data-state=failed]');
    await expect.poll(() => row.textContent()).toContain('服务器未安装视频处理组件（ffmpeg），暂时无法上传视频和音频，图片不受影响');
    expect(sent).toBe(0);
    expect(await page.getByTestId('source-card').count()).toBe(0);
    await bare.shot(page, 'source-video-unavailable-1440');
  });
});
