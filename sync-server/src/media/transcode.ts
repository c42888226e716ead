import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { probe, runFfmpeg } from './ffmpeg';

/**
 * Scale down to 1080p at most (the short side: portrait videos too), never up; both sides
 * even, as yuv420p H.264 needs.
 */
const SCALE = "scale=w='if(gt(iw,ih),-2,trunc(min(1080,iw)/2)*2)':h='if(gt(iw,ih),trunc(min(1080,ih)/2)*2,-2)'";
/** A frame whose mean luminance (0-255) is below this is "black" (fades, a dark first second). */
export const BLACK_MEAN = 24;
/** Where in the video the cover candidates are taken (fractions of its duration). */
const FRAME_AT = [0.1, 0.3, 0.5, 0.7, 0.9];

export async function sha256File(file: string): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { hash: hash.digest('hex'), size: (await stat(file)).size };
}

/** Mean luminance of a picture, 0 (black) to 255 (white), measured by sharp. */
export async function meanLuminance(file: string): Promise<number> {
  const { channels } = await sharp(file).greyscale().stats();
  return channels[0]?.mean ?? 0;
}

function lastLines(log: string): string {
  return log.trim().split('\n').slice(-4).join(' | ');
}

/**
 * H.264/AAC MP4 with the index (moov) up front (+faststart), so it plays while it downloads.
 * veryfast/CRF 23 keeps a 2-core server to about real time for 1080p at good quality; audio is
 * optional (`0:a:0?`): a silent video stays silent.
 */
export async function transcodeToMp4(ffmpeg: string, src: string, out: string, signal: AbortSignal): Promise<{ duration: number | null }> {
  const info = await probe(ffmpeg, src);
  if (!info.video) throw new Error('no video stream');
  const args = ['-y', '-i', src, '-map', '0:v:0', '-map', '0:a:0?', '-vf', SCALE, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
  args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', '-threads', '2', out);
  const run = await runFfmpeg(ffmpeg, args, signal);
  if (run.code !== 0) throw new Error(`ffmpeg exited ${run.code}: ${lastLines(run.stderr)}`);
  return { duration: info.duration };
}

/**
 * Cover candidates: frames at several points of the video as JPEGs (640 wide at most), with
 * the black ones (a dark opening, a fade) put aside by their mean luminance. Answers the files
 * not black, in time order; when every frame is dark, the brightest alone.
 */
export async function posterFrames(ffmpeg: string, video: string, duration: number | null, workDir: string, signal: AbortSignal): Promise<string[]> {
  const times = duration && duration > 0 ? FRAME_AT.map((f) => f * duration) : [0, 1, 2, 3, 4];
  const frames: { file: string; mean: number }[] = [];
  for (const [i, t] of times.entries()) {
    const file = join(workDir, `frame-${i}.jpg`);
    const run = await runFfmpeg(ffmpeg, ['-y', '-ss', t.toFixed(3), '-i', video, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '3', file], signal);
    if (run.code !== 0) continue;
    try {
      frames.push({ file, mean: await meanLuminance(file) });
    } catch {
      // no frame came out at that time (past the end): skip it
    }
  }
  const lit = frames.filter((f) => f.mean >= BLACK_MEAN);
  if (lit.length > 0) return lit.map((f) => f.file);
  const brightest = frames.sort((a, b) => b.mean - a.mean)[0];
  return brightest ? [brightest.file] : [];
}
