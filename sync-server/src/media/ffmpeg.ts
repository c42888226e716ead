import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** Where ffmpeg was found, or why it was not. */
export interface FfmpegLocation {
  path: string | null;
  /** 'LIGHTKIT_FFMPEG', '@ffmpeg-installer/ffmpeg' or 'PATH'; the reason it is missing otherwise */
  from: string;
}

/** Does this binary run and say it is ffmpeg? (a quick `-version`, once at start) */
function runs(path: string): boolean {
  const out = spawnSync(path, ['-version'], { timeout: 10_000, encoding: 'utf8' });
  return out.status === 0 && /ffmpeg version/i.test(out.stdout ?? '');
}

/**
 * Finds ffmpeg: LIGHTKIT_FFMPEG when set (and only it: an operator who names one means it),
 * else the static binary of the @ffmpeg-installer/ffmpeg package (so `npm install` is enough
 * on a fresh machine), else `ffmpeg` on PATH.
 */
export function locateFfmpeg(explicit: string): FfmpegLocation {
  if (explicit !== '') return runs(explicit) ? { path: explicit, from: 'LIGHTKIT_FFMPEG' } : { path: null, from: `LIGHTKIT_FFMPEG=${explicit} does not run` };
  try {
    const installed = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    if (runs(installed)) return { path: installed, from: '@ffmpeg-installer/ffmpeg' };
  } catch {
    // the package (or its binary for this platform) is not installed: try PATH
  }
  if (runs('ffmpeg')) return { path: 'ffmpeg', from: 'PATH' };
  return { path: null, from: 'not installed (no @ffmpeg-installer/ffmpeg binary for this platform, none on PATH)' };
}

export interface RunResult {
  code: number | null;
  stderr: string;
}

/** Runs ffmpeg; resolves with its exit code and log (never rejects). A stop signal kills it. */
export function runFfmpeg(path: string, args: string[], signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(path, ['-hide_banner', '-nostdin', ...args], { maxBuffer: 16 * 1024 * 1024, signal, timeout: 6 * 60 * 60_000 }, (err, _stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : null) : 0;
      resolve({ code, stderr: String(stderr) });
    });
  });
}

/** The duration ffmpeg reads from a file's header ("Duration: 00:01:02.50"), in seconds. */
export function parseDuration(ffmpegLog: string): number | null {
  const m = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(ffmpegLog);
  if (!m) return null;
  const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  return Number.isFinite(seconds) ? seconds : null;
}

/** Reads a file's header with `ffmpeg -i` (no output file: ffmpeg exits 1, the log is what we want). */
export async function probe(path: string, file: string): Promise<{ duration: number | null; video: boolean; audio: boolean }> {
  const { stderr } = await runFfmpeg(path, ['-i', file]);
  return { duration: parseDuration(stderr), video: /Stream #\S+.*: Video:/.test(stderr), audio: /Stream #\S+.*: Audio:/.test(stderr) };
}
