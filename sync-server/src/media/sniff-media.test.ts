import { describe, expect, it } from 'vitest';
import { parseDuration } from './ffmpeg';
import { sniffMedia } from './sniff-media';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('media sniffing by content', () => {
  it('knows the video and audio containers by their first bytes', () => {
    expect(sniffMedia(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('video/mp4');
    expect(sniffMedia(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime');
    expect(sniffMedia(bytes([0, 0, 0, 0x08], 'wide'))).toBe('video/quicktime');
    expect(sniffMedia(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('audio/mp4');
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('video/webm');
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'))).toBe('video/x-matroska');
    expect(sniffMedia(bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'))).toBe('video/x-msvideo');
    expect(sniffMedia(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBe('audio/wav');
    expect(sniffMedia(bytes('ID3', [4, 0, 0]))).toBe('audio/mpeg');
    expect(sniffMedia(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
  });

  it('refuses pictures, other RIFF files, text and nothing', () => {
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(sniffMedia(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffMedia(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBeNull();
    expect(sniffMedia(bytes('<svg onload="x">'))).toBeNull();
    expect(sniffMedia(new Uint8Array())).toBeNull();
  });
});

describe("ffmpeg's duration line", () => {
  it('reads hours, minutes and fractional seconds, or nothing', () => {
    expect(parseDuration('  Duration: 00:00:03.04, start: 0.000000, bitrate: 1544 kb/s')).toBeCloseTo(3.04);
    expect(parseDuration('Duration: 01:02:03.50, start')).toBeCloseTo(3723.5);
    expect(parseDuration('Duration: N/A, bitrate: N/A')).toBeNull();
  });
});
