import { describe, expect, it } from 'vitest';
import { dropToast, emptyQueue, pushToast, TOAST_DEDUPE_MS } from './toast-queue';

describe('toast queue', () => {
  it('shows an identical message once within 5 s', () => {
    let { queue } = pushToast(emptyQueue(), 'error', '网络错误', 0);
    const again = pushToast(queue, 'error', '网络错误', TOAST_DEDUPE_MS - 1);
    expect(again.toast).toBeNull();
    expect(again.queue.toasts).toHaveLength(1);
    queue = pushToast(queue, 'error', '另一条', 10).queue;
    expect(queue.toasts.map((t) => t.message)).toEqual(['网络错误', '另一条']);
  });

  it('shows it again after 5 s', () => {
    const first = pushToast(emptyQueue(), 'error', '网络错误', 0);
    const later = pushToast(first.queue, 'error', '网络错误', TOAST_DEDUPE_MS);
    expect(later.toast).not.toBeNull();
    expect(later.queue.toasts).toHaveLength(2);
  });

  it('counts the window from the last time it was shown, not suppressed', () => {
    let { queue } = pushToast(emptyQueue(), 'info', 'x', 0);
    queue = pushToast(queue, 'info', 'x', 4_000).queue; // suppressed
    expect(pushToast(queue, 'info', 'x', 5_000).toast).not.toBeNull();
  });

  it('ignores empty messages and drops by id', () => {
    expect(pushToast(emptyQueue(), 'error', '', 0).toast).toBeNull();
    const { queue, toast } = pushToast(emptyQueue(), 'success', '已保存', 0);
    expect(dropToast(queue, toast!.id).toasts).toEqual([]);
  });
});

describe('toast actions', () => {
  it('carries its links along, in order', () => {
    const run = () => undefined;
    const { toast } = pushToast(emptyQueue(), 'success', '已恢复版本', 0, [
      { label: '撤销', run },
      { label: '查看', run },
    ]);
    expect(toast?.actions.map((a) => a.label)).toEqual(['撤销', '查看']);
    expect(pushToast(emptyQueue(), 'info', '已保存', 0).toast?.actions).toEqual([]);
  });
});
