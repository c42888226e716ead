import { describe, expect, it } from 'vitest';
import { createUploadQueue, type QueueEntry } from './upload-queue';

/** A send whose calls the test finishes by hand, to see the states in between. */
function manualSend() {
  const calls: { name: string; progress: (p: number) => void; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const send = (file: File | Blob, progress: (p: number) => void) =>
    new Promise<string>((resolve, reject) => calls.push({ name: (file as File).name, progress, resolve, reject }));
  return { calls, send };
}
const file = (name: string) => ({ file: new File(['x'], name), name });
const states = (entries: QueueEntry<string>[]) => entries.map((e) => `${e.name}:${e.state}`);
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('upload queue', () => {
  it('keeps at most 3 in flight and starts the next when one ends', async () => {
    const { calls, send } = manualSend();
    const q = createUploadQueue(send);
    q.add(['a', 'b', 'c', 'd', 'e'].map(file));
    expect(states(q.entries())).toEqual(['a:uploading', 'b:uploading', 'c:uploading', 'd:waiting', 'e:waiting']);
    expect(calls).toHaveLength(3);
    calls[1]!.resolve('B');
    await tick();
    expect(states(q.entries())).toEqual(['a:uploading', 'b:done', 'c:uploading', 'd:uploading', 'e:waiting']);
    expect(q.entries()[1]!.result).toBe('B');
    expect(q.entries()[1]!.percent).toBe(100);
  });

  it('honours another bound', () => {
    const { calls, send } = manualSend();
    createUploadQueue(send, { parallel: 1 }).add(['a', 'b'].map(file));
    expect(calls).toHaveLength(1);
  });

  it('reports progress that only rises and holds at 99 until the upload is verified', async () => {
    const { calls, send } = manualSend();
    const q = createUploadQueue(send);
    q.add([file('a')]);
    calls[0]!.progress(40);
    expect(q.entries()[0]!.percent).toBe(40);
    calls[0]!.progress(20);
    expect(q.entries()[0]!.percent).toBe(40);
    calls[0]!.progress(100);
    expect(q.entries()[0]!.percent).toBe(99);
    calls[0]!.resolve('A');
    await q.idle();
    expect(q.entries()[0]).toMatchObject({ state: 'done', percent: 100 });
  });

  it('fails with the refusal, retries the same file, and removes', async () => {
    const { calls, send } = manualSend();
    const q = createUploadQueue(send);
    q.add([file('a'), file('b')]);
    calls[0]!.reject(new Error('存储空间已满'));
    await tick();
    expect(q.entries()[0]).toMatchObject({ state: 'failed', error: '存储空间已满' });
    q.retry(q.entries()[0]!.id);
    expect(q.entries()[0]!.state).toBe('uploading');
    expect(calls[2]!.name).toBe('a');
    calls[2]!.resolve('A');
    calls[1]!.reject(new Error(''));
    await q.idle();
    expect(q.entries()[1]).toMatchObject({ state: 'failed', error: 'upload failed' });
    q.remove(q.entries()[1]!.id);
    expect(states(q.entries())).toEqual(['a:done']);
    q.clearDone();
    expect(q.entries()).toEqual([]);
  });

  it('drops an entry removed in flight once it ends, without calling onDone', async () => {
    const { calls, send } = manualSend();
    const done: string[] = [];
    const q = createUploadQueue(send, { onDone: (e) => done.push(e.name) });
    q.add([file('a'), file('b')]);
    q.remove(q.entries()[0]!.id);
    expect(q.entries()).toHaveLength(2);
    calls[0]!.resolve('A');
    calls[1]!.resolve('B');
    await q.idle();
    expect(states(q.entries())).toEqual(['b:done']);
    expect(done).toEqual(['b']);
  });

  it('tells subscribers each change and ignores retry of an entry that has not failed', async () => {
    const { calls, send } = manualSend();
    const q = createUploadQueue(send);
    const seen: string[][] = [];
    const stop = q.subscribe((e) => seen.push(states(e)));
    q.add([file('a')]);
    q.retry(q.entries()[0]!.id);
    calls[0]!.resolve('A');
    await q.idle();
    stop();
    q.clearDone();
    expect(seen).toEqual([['a:uploading'], ['a:done']]);
  });
});
