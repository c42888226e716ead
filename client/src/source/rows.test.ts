import { describe, expect, it } from 'vitest';
import type { SourceItem } from '../../../shared/src/protocol/source-library';
import { appendPage, applyTransStates, hasMore, itemFromUpload, pollIds, prependUploads } from './rows';

const item = (id: string): SourceItem => ({ id, name: id, extension: 'png', path: '', cover: '', size: 1, width: 1, height: 1, duration: 0, tags: [], update_time: 0, trans_state: 1, url: '' });

describe('material list rows', () => {
  it('turns an upload into a card with its size in KB', () => {
    const card = itemFromUpload({ id: 7, filename: 'h', path: '/kapi/source/file/h', extension: 'png', name: 'a.png', size: 1536, type: 'image/png', category: 'image', date: 5 }, { width: 640, height: 480 });
    expect(card).toMatchObject({ id: '7', name: 'a.png', size: 1.5, width: 640, height: 480, cover: '/kapi/source/file/h', trans_state: 1 });
  });

  it('appends pages without repeats and puts uploads first', () => {
    expect(appendPage([item('a'), item('b')], [item('b'), item('c')]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(prependUploads([item('a'), item('b')], [item('b'), item('z')]).map((r) => r.id)).toEqual(['b', 'z', 'a']);
  });

  it('stops paging on a short page or at the total', () => {
    expect(hasMore(40, 40, 40, 100)).toBe(true);
    expect(hasMore(45, 5, 40, 100)).toBe(false);
    expect(hasMore(80, 40, 40, 80)).toBe(false);
  });
});

describe('transcoding polling', () => {
  it('asks about videos transcoding (0) only, and stops on done (1) or failed (-1)', () => {
    const video = { ...item('7'), trans_state: 0 };
    expect(pollIds([item('a'), video])).toEqual(['7']);
    expect(pollIds([item('a'), { ...video, trans_state: -1 }])).toEqual([]);
    expect(pollIds([item('a'), { ...video, trans_state: 1 }])).toEqual([]);
  });

  it('brings source/trans-state answers into the rows', () => {
    const video = { ...item('7'), trans_state: 0, cover: '' };
    const rows = applyTransStates([item('a'), video], [{ id: 7, trans_state: 1, duration: 2, cover: '/poster.jpg', url: '/v.mp4' }, { id: 9, trans_state: 1, duration: 1, cover: '', url: '' }]);
    expect(rows).toEqual([item('a'), { ...video, trans_state: 1, duration: 2, cover: '/poster.jpg', url: '/v.mp4' }]);
  });
});
