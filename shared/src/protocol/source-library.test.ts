import { describe, expect, it } from 'vitest';
import {
  isTranscoded,
  SourceFindSchema,
  SourceIdSchema,
  SourceItemSchema,
  SourceMkdirSchema,
  SourceMoveFolderSchema,
  SourceMoveSchema,
  SourcePagedSchema,
  SourceRemoveSchema,
  SourceRenameSchema,
  SourceTagSchema,
  SourceTreeSchema,
} from './source-library';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('ids', () => {
  it('accepts positive numbers and digit strings, as strings', () => {
    expect(SourceIdSchema.parse(12)).toBe('12');
    expect(SourceIdSchema.parse(' 12 ')).toBe('12');
  });
  it.each([0, -1, 1.5, '0', '012', 'abc', '1'.repeat(17), null])('refuses %s', (v) => {
    expect(SourceIdSchema.safeParse(v).success).toBe(false);
  });
});

describe('source/find', () => {
  it('defaults to my materials, page 1, no keyword', () => {
    expect(SourceFindSchema.parse({})).toEqual({ dir: '0', kind: 'all', page: 1, keyword: '' });
    expect(SourceFindSchema.parse({ kind: 'photometry' }).kind).toBe('photometry');
    expect(SourceFindSchema.safeParse({ kind: 'movie' }).success).toBe(false);
  });
  it('takes roots and folders; page from the query string', () => {
    for (const dir of ['share', '0', 'latest', 'ungrouped', 'company', '42']) expect(SourceFindSchema.parse({ dir }).dir).toBe(dir);
    expect(SourceFindSchema.parse({ page: '3' }).page).toBe(3);
  });
  it('refuses unknown dirs, bad pages and long keywords', () => {
    expect(messages(SourceFindSchema.safeParse({ dir: 'star' }))).toContain('sourceLibrary.badDir');
    expect(SourceFindSchema.safeParse({ page: '0' }).success).toBe(false);
    expect(SourceFindSchema.parse({ keyword: ` ${'a'.repeat(32)} ` }).keyword).toHaveLength(32);
    expect(messages(SourceFindSchema.safeParse({ keyword: 'a'.repeat(33) }))).toContain('sourceLibrary.keywordTooLong');
  });
});

describe('names', () => {
  it('mkdir: trimmed, 1-32, into a library root or a folder', () => {
    expect(SourceMkdirSchema.parse({ pid: 0, name: '  现场照片 ' })).toEqual({ pid: '0', name: '现场照片' });
    expect(SourceMkdirSchema.parse({ pid: '7', name: 'x'.repeat(32) }).name).toHaveLength(32);
    expect(messages(SourceMkdirSchema.safeParse({ pid: '0', name: '   ' }))).toContain('sourceLibrary.nameRequired');
    expect(messages(SourceMkdirSchema.safeParse({ pid: '0', name: 'x'.repeat(33) }))).toContain('sourceLibrary.nameTooLong');
    // the shared and company libraries take folders from their admins (the server decides who)
    expect(SourceMkdirSchema.parse({ pid: 'share', name: 'a' }).pid).toBe('share');
    expect(messages(SourceMkdirSchema.safeParse({ pid: 'latest', name: 'a' }))).toContain('sourceLibrary.badDir');
  });
  it('rename: file by default, folder when told', () => {
    expect(SourceRenameSchema.parse({ id: 3, name: 'a' })).toEqual({ id: '3', name: 'a', folder: false });
    expect(SourceRenameSchema.parse({ id: '3', name: 'a', folder: true }).folder).toBe(true);
    expect(SourceRenameSchema.safeParse({ id: '3', name: '' }).success).toBe(false);
  });
});

describe('move and remove', () => {
  it('bounded id lists, writable targets', () => {
    expect(SourceMoveSchema.parse({ ids: [1, '2'], dir: '0' })).toEqual({ ids: ['1', '2'], dir: '0' });
    expect(messages(SourceMoveSchema.safeParse({ ids: [], dir: '0' }))).toContain('sourceLibrary.selectMaterial');
    expect(SourceMoveSchema.safeParse({ ids: Array.from({ length: 201 }, (_, i) => i + 1), dir: '0' }).success).toBe(false);
    expect(SourceMoveSchema.safeParse({ ids: [1], dir: 'latest' }).success).toBe(false);
    expect(SourceMoveFolderSchema.parse({ id: 5, pid: 0 })).toEqual({ id: '5', pid: '0' });
    expect(SourceMoveFolderSchema.safeParse({ id: 5, pid: 'ungrouped' }).success).toBe(false);
    expect(SourceRemoveSchema.parse({ ids: ['9'] })).toEqual({ ids: ['9'] });
    expect(SourceRemoveSchema.safeParse({ ids: ['x'] }).success).toBe(false);
  });
});

describe('source/tag', () => {
  it('normalises added tags and defaults the lists', () => {
    expect(SourceTagSchema.parse({ ids: [1], add: ['  warm   light '] })).toEqual({ ids: ['1'], add: ['warm light'], remove: [] });
    expect(SourceTagSchema.parse({ ids: [1], remove: ['old'] }).remove).toEqual(['old']);
  });
  it('refuses tags by the tag rules, with their reason', () => {
    expect(messages(SourceTagSchema.safeParse({ ids: [1], add: ['123'] }))).toContain('sourceLibrary.tagNumeric');
    expect(messages(SourceTagSchema.safeParse({ ids: [1], add: ['灯 带'] }))).toContain('sourceLibrary.tagChineseSpaces');
    expect(messages(SourceTagSchema.safeParse({ ids: [1], add: ['a'.repeat(65)] }))).toContain('sourceLibrary.tagEnglishLength');
  });
  it('at most 5 to add; something to do', () => {
    expect(messages(SourceTagSchema.safeParse({ ids: [1], add: ['aa', 'bb', 'cc', 'dd', 'ee', 'ff'] }))).toContain('sourceLibrary.tagLimit');
    expect(SourceTagSchema.safeParse({ ids: [1], add: ['aa', 'bb', 'cc', 'dd', 'ee'] }).success).toBe(true);
    expect(SourceTagSchema.safeParse({ ids: [1], add: [], remove: [] }).success).toBe(false);
    expect(SourceTagSchema.safeParse({ ids: [], add: ['aa'] }).success).toBe(false);
  });
});

describe('responses', () => {
  const item = { id: '1', name: 'a', extension: 'mp4', path: 'p', cover: 'c', size: 1536, width: 1920, height: 1080, duration: 75, tags: ['LED'], update_time: 1, trans_state: 0, url: 'u' };
  it('tree nodes nest', () => {
    expect(SourceTreeSchema.safeParse([{ id: '0', name: '我的素材', children: [{ id: '3', name: 'x', children: [] }] }]).success).toBe(true);
    expect(SourceTreeSchema.safeParse([{ id: '0', name: 'x' }]).success).toBe(false);
  });
  it('a page of material items', () => {
    expect(SourcePagedSchema.safeParse({ rows: [item], total: 1, limit: 40 }).success).toBe(true);
    expect(SourceItemSchema.safeParse({ ...item, tags: ['a', 'b', 'c', 'd', 'e', 'f'] }).success).toBe(false);
    expect(SourceItemSchema.safeParse({ ...item, size: -1 }).success).toBe(false);
  });
  it('trans_state: below 1 is not finished', () => {
    expect(isTranscoded(-1)).toBe(false);
    expect(isTranscoded(0)).toBe(false);
    expect(isTranscoded(1)).toBe(true);
  });
});
