import { describe, expect, it } from 'vitest';
import { ACCEPT, libraryType, mediaType, pastedName, photometryType, sortFiles } from './file-checks';

const f = (name: string, type: string, size = 10) => ({ name, type, size });

describe('library file checks', () => {
  it('takes the five picture types, by type or by extension', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'image/webp']) expect(libraryType(f('x', t))).toBe(t);
    expect(libraryType(f('a.SVG', ''))).toBe('image/svg+xml');
    expect(libraryType(f('a.jpg', 'application/octet-stream'))).toBe('image/jpeg');
    expect(libraryType(f('a.bmp', 'image/bmp'))).toBe('');
    expect(libraryType(f('a.png', 'text/plain'))).toBe('');
  });

  it('refuses an unsupported file by name and keeps the others', () => {
    const { accepted, refused } = sortFiles([f('a.png', 'image/png'), f('plan.pdf', 'application/pdf'), f('b.webp', 'image/webp')], { writable: true });
    expect(accepted.map((a) => a.name)).toEqual(['a.png', 'b.webp']);
    expect(refused).toEqual([{ key: 'sourceUi.uploadLimit', name: 'plan.pdf' }]);
  });

  it('takes video and audio by type or extension, for the chunked upload', () => {
    expect(mediaType(f('a.mp4', 'video/mp4'))).toBe('video/mp4');
    expect(mediaType(f('clip.MOV', ''))).toBe('video/quicktime');
    expect(mediaType(f('song.mp3', 'application/octet-stream'))).toBe('audio/mpeg');
    expect(mediaType(f('a.png', 'image/png'))).toBe('');
    expect(mediaType(f('a.mp4', 'text/plain'))).toBe('');
    const { accepted, refused } = sortFiles([f('a.mp4', 'video/mp4'), f('b.wav', 'audio/wav'), f('c.flac', 'audio/flac')], { writable: true });
    expect(accepted.map((a) => a.name)).toEqual(['a.mp4', 'b.wav']);
    expect(refused).toEqual([{ key: 'sourceUi.uploadLimit', name: 'c.flac' }]);
  });

  it('takes IES and LDT lighting data files by their extension (browsers give them no type)', () => {
    expect(photometryType(f('筒灯.IES', ''))).toBe('text/x-ies');
    expect(photometryType(f('dl150.ldt', 'application/octet-stream'))).toBe('text/x-eulumdat');
    expect(photometryType(f('a.png', 'image/png'))).toBe('');
    const { accepted, refused } = sortFiles([f('a.ies', ''), f('b.ldt', ''), f('c.xml', 'text/xml')], { writable: true });
    expect(accepted.map((a) => a.name)).toEqual(['a.ies', 'b.ldt']);
    expect(refused).toEqual([{ key: 'sourceUi.uploadLimit', name: 'c.xml' }]);
    expect(ACCEPT.split(',')).toEqual(expect.arrayContaining(['.ies', '.ldt']));
  });

  it('answers "cannot get" for an empty pasted picture', () => {
    expect(sortFiles([f('image.png', 'image/png', 0)], { writable: true, pasted: true }).refused).toEqual([{ key: 'sourceUi.cannotGet' }]);
  });

  it('takes nothing into a read-only library, with one no-permission message', () => {
    expect(sortFiles([f('a.png', 'image/png'), f('b.png', 'image/png')], { writable: false })).toEqual({ accepted: [], refused: [{ key: 'sourceUi.noPermission' }] });
    expect(sortFiles([], { writable: false })).toEqual({ accepted: [], refused: [] });
  });

  it('names a pasted picture by the time', () => {
    expect(pastedName('image/jpeg', new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), 'UTC')).toBe('paste-20260102-030405.jpg');
    expect(pastedName('image/x', new Date(Date.UTC(2026, 10, 12, 5, 14, 15)), 'Asia/Shanghai')).toBe('paste-20261112-131415.png');
  });
});
