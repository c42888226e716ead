/**
 * The material library's upload queue (spec 000 §3 "upload state": 1 waiting, 2 uploading with
 * a percentage, 0 done, 3 failed with retry or remove). Pure bookkeeping with no DOM and no
 * network: the screen gives it a `send` function, so the same queue is unit-tested with fakes
 * and runs the real sign → upload → verify in the browser. At most `parallel` files are in
 * flight at once, so fifty dropped photos do not open fifty connections.
 */

export type QueueState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueueEntry<R> {
  id: number;
  name: string;
  state: QueueState;
  /** 0-100 while uploading */
  percent: number;
  /** the refusal's message when failed */
  error: string;
  /** what send answered, once done */
  result: R | null;
}

export type Send<R> = (file: File | Blob, onProgress: (percent: number) => void) => Promise<R>;

export interface UploadQueue<R> {
  /** adds files; they start as soon as a slot is free */
  add(files: { file: File | Blob; name: string }[]): number[];
  retry(id: number): void;
  /** drops a waiting, done or failed entry (one in flight finishes first, then is dropped) */
  remove(id: number): void;
  /** drops every done entry */
  clearDone(): void;
  entries(): QueueEntry<R>[];
  /** called after every change with the new entries */
  subscribe(listener: (entries: QueueEntry<R>[]) => void): () => void;
  /** resolves when nothing is waiting or in flight */
  idle(): Promise<void>;
}

export const DEFAULT_PARALLEL = 3;

const messageOf = (err: unknown, fallback: string): string => (err instanceof Error && err.message ? err.message : fallback);

export function createUploadQueue<R>(send: Send<R>, options: { parallel?: number; failedMessage?: string; onDone?: (entry: QueueEntry<R>) => void } = {}): UploadQueue<R> {
  const parallel = Math.max(1, options.parallel ?? DEFAULT_PARALLEL);
  const failedMessage = options.failedMessage ?? 'upload failed';
  let list: QueueEntry<R>[] = [];
  const files = new Map<number, File | Blob>();
  const dropped = new Set<number>();
  const listeners = new Set<(entries: QueueEntry<R>[]) => void>();
  let idleWaiters: (() => void)[] = [];
  let nextId = 1;
  let inFlight = 0;

  const emit = () => {
    const snapshot = list.map((e) => ({ ...e }));
    for (const l of listeners) l(snapshot);
    if (inFlight === 0 && !list.some((e) => e.state === 'waiting')) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };
  const update = (id: number, change: Partial<QueueEntry<R>>) => {
    list = list.map((e) => (e.id === id ? { ...e, ...change } : e));
  };

  const run = (entry: QueueEntry<R>) => {
    const file = files.get(entry.id)!;
    inFlight++;
    update(entry.id, { state: 'uploading', percent: 0, error: '' });
    send(file, (percent) => {
      const current = list.find((e) => e.id === entry.id);
      // progress only ever goes up, and never reads 100 before verify has answered
      if (current && current.state === 'uploading') {
        update(entry.id, { percent: Math.max(current.percent, Math.min(99, Math.round(percent))) });
        emit();
      }
    }).then(
      (result) => finish(entry.id, { state: 'done', percent: 100, result }),
      (err: unknown) => finish(entry.id, { state: 'failed', error: messageOf(err, failedMessage) }),
    );
  };
  const finish = (id: number, change: Partial<QueueEntry<R>>) => {
    inFlight--;
    if (dropped.has(id)) {
      dropped.delete(id);
      files.delete(id);
      list = list.filter((e) => e.id !== id);
    } else {
      update(id, change);
      if (change.state === 'done') {
        files.delete(id);
        const entry = list.find((e) => e.id === id);
        if (entry) options.onDone?.(entry);
      }
    }
    pump();
  };
  const pump = () => {
    for (const entry of list) {
      if (inFlight >= parallel) break;
      if (entry.state === 'waiting') run(entry);
    }
    emit();
  };

  return {
    add(items) {
      const ids: number[] = [];
      for (const { file, name } of items) {
        const id = nextId++;
        ids.push(id);
        files.set(id, file);
        list = [...list, { id, name, state: 'waiting', percent: 0, error: '', result: null }];
      }
      pump();
      return ids;
    },
    retry(id) {
      const entry = list.find((e) => e.id === id);
      if (!entry || entry.state !== 'failed') return;
      update(id, { state: 'waiting', percent: 0, error: '' });
      pump();
    },
    remove(id) {
      const entry = list.find((e) => e.id === id);
      if (!entry) return;
      if (entry.state === 'uploading') {
        dropped.add(id);
        return;
      }
      files.delete(id);
      list = list.filter((e) => e.id !== id);
      emit();
    },
    clearDone() {
      list = list.filter((e) => e.state !== 'done');
      emit();
    },
    entries: () => list.map((e) => ({ ...e })),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle() {
      if (inFlight === 0 && !list.some((e) => e.state === 'waiting')) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
