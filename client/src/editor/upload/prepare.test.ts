import { describe, expect, it } from 'vitest';
import { contentHash, resizedSize } from './prepare';

describe('image preparation', () => {
  it('shrinks to width 1280 keeping the ratio, never enlarges', () => {
    expect(resizedSize(2560, 1440)).toEqual({ width: 1280, height: 720 });
    expect(resizedSize(4000, 3)).toEqual({ width: 1280, height: 1 });
    expect(resizedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('hashes across 1 MB chunks exactly like one pass', async () => {
    const bytes = new Uint8Array(2.5 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    const chunks: number[] = [];
    const hash = await contentHash(new Blob([bytes]), (read) => chunks.push(read));
    const whole = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(hash).toBe(whole);
    expect(chunks).toEqual([1048576, 2097152, 2621440]);
  });
});
