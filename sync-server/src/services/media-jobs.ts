import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { TRANS_STATE } from '../../../shared/src/protocol/source-media';
import type { BlobStore } from '../blobs/store';
import type { Logger } from '../log';
import { posterFrames, sha256File, transcodeToMp4 } from '../media/transcode';
import type { Repos } from '../storage/repos';
import type { MediaJobRow } from '../storage/repos/media';

/** A running job's claim lasts this long unless its node renews it (every third of it). */
const LEASE_MS = 60_000;
/** Other nodes may have queued work: look for it this often. */
const POLL_MS = 5_000;
/** A job that failed this many times is given up (trans_state -1). */
const MAX_ATTEMPTS = 3;

interface JobDeps {
  repos: Repos;
  blobs: BlobStore;
  log: Logger;
  now: () => number;
  /** the ffmpeg binary; null: no job runs on this node */
  ffmpeg: string | null;
  /** jobs at once on this node (MEDIA_JOBS) */
  concurrency: number;
  /** scratch space for transcodes (DATA_DIR/media-work) */
  workDir: string;
  /**
   * This node's name in the queue: the same after a restart (host and data directory), so
   * the jobs it was running when it died are its own to requeue at start.
   */
  node?: string;
}

/**
 * The media job queue's runner: claims jobs from the store (so any node may run any job, and
 * they survive restarts), at most `concurrency` at once, each transcoding a video and making
 * its cover frames. Stopping kills the ffmpeg children and leaves the rows as a crash would;
 * the next start requeues them.
 */
export function createMediaJobs({ repos, blobs, log, now, ffmpeg, concurrency, workDir, node = `${hostname()}:${workDir}` }: JobDeps) {
  const active = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let stopped = true;
  let claiming = false;
  let poll: NodeJS.Timeout | null = null;

  const transcode = async (job: MediaJobRow, signal: AbortSignal): Promise<void> => {
    const work = join(workDir, `${job.id}-${randomBytes(4).toString('hex')}`);
    mkdirSync(work, { recursive: true });
    try {
      const out = join(work, 'out.mp4');
      const { duration } = await transcodeToMp4(ffmpeg!, blobs.pathOf(job.hash), out, signal);
      const mp4 = await sha256File(out);
      blobs.putFile(mp4.hash, out);
      await repos.sources.addBlob(mp4.hash, mp4.size, 'video/mp4', now());
      await repos.media.setBlobMedia(mp4.hash, { duration, trans_state: TRANS_STATE.DONE });
      const frames: string[] = [];
      for (const file of await posterFrames(ffmpeg!, blobs.pathOf(mp4.hash), duration, work, signal)) {
        const jpeg = await sha256File(file);
        blobs.putFile(jpeg.hash, file);
        await repos.sources.addBlob(jpeg.hash, jpeg.size, 'image/jpeg', now());
        frames.push(jpeg.hash);
      }
      if (signal.aborted) throw new Error('stopped');
      await repos.media.setBlobMedia(job.hash, { duration, transcoded: mp4.hash, poster: frames[0] ?? null, frames: JSON.stringify(frames), trans_state: TRANS_STATE.DONE });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  };

  const run = async (job: MediaJobRow, abort: AbortController): Promise<void> => {
    const lease = setInterval(() => void repos.media.renewLease(job.id, node, Date.now() + LEASE_MS).catch(() => undefined), LEASE_MS / 3);
    lease.unref();
    try {
      await transcode(job, abort.signal);
      await repos.media.finishJob(job.id, node, 'done', '', now());
      log.info(`media job ${job.id} (${job.kind} ${job.hash.slice(0, 12)}) done`);
    } catch (err) {
      // stopping: the row stays running, as after a crash; the next start puts it back
      if (abort.signal.aborted) return;
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      log.warn(`media job ${job.id} (${job.kind} ${job.hash.slice(0, 12)}) failed, attempt ${job.attempts}${giveUp ? ', giving up' : ''}: ${message}`);
      await repos.media.finishJob(job.id, node, giveUp ? 'failed' : 'queued', message, now()).catch(() => undefined);
      if (giveUp) await repos.media.setBlobMedia(job.hash, { trans_state: TRANS_STATE.FAILED }).catch(() => undefined);
    } finally {
      clearInterval(lease);
    }
  };

  /** Claims and starts jobs while there is room; safe to call at any time, from anywhere. */
  const kick = async (): Promise<void> => {
    if (stopped || claiming) return;
    claiming = true;
    try {
      while (!stopped && active.size < concurrency) {
        const job = await repos.media.claim(node, Date.now(), LEASE_MS, now());
        if (!job) break;
        const abort = new AbortController();
        const done = run(job, abort).finally(() => {
          active.delete(job.id);
          void kick();
        });
        active.set(job.id, { abort, done });
      }
    } catch (err) {
      log.error('claiming a media job failed', err);
    } finally {
      claiming = false;
    }
  };

  return {
    /** Requeues what this node left running, then works the queue. Nothing runs without ffmpeg. */
    async start(): Promise<void> {
      if (!ffmpeg || concurrency < 1 || !stopped) return;
      stopped = false;
      // a transcode cut off by a crash left its scratch files: they are of no use now
      rmSync(workDir, { recursive: true, force: true });
      const requeued = await repos.media.requeueNode(node);
      if (requeued > 0) log.info(`media jobs: ${requeued} left running by this node's last run put back in the queue`);
      poll = setInterval(() => void kick(), POLL_MS);
      poll.unref();
      await kick();
    },
    /** A job was queued (here or elsewhere): take it if there is room. */
    kick: () => void kick(),
    /** Kills running transcodes and stops claiming; their rows stay for the next start. */
    async stop(): Promise<void> {
      stopped = true;
      if (poll) clearInterval(poll);
      for (const { abort } of active.values()) abort.abort();
      await Promise.allSettled([...active.values()].map((a) => a.done));
    },
    get running(): number {
      return active.size;
    },
  };
}
export type MediaJobs = ReturnType<typeof createMediaJobs>;
