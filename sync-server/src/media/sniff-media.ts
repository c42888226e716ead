import type { MediaType } from '../../../shared/src/protocol/source-media';

/**
 * The video or audio type the first bytes really are (container magic), or null: like
 * pictures, media uploads are judged by content, never by the name or the client's type.
 */
export function sniffMedia(bytes: Uint8Array): MediaType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  // ISO base media (mp4, mov, m4a): a box size then 'ftyp' and the major brand
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
    return 'video/mp4';
  }
  // old QuickTime files start straight with a movie, data or padding atom
  if (['moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(4, 8))) return 'video/quicktime';
  // Matroska / WebM: EBML header, its DocType says which
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return ascii(0, Math.min(bytes.length, 64)).includes('webm') ? 'video/webm' : 'video/x-matroska';
  }
  if (ascii(0, 4) === 'RIFF') {
    if (ascii(8, 12) === 'AVI ') return 'video/x-msvideo';
    if (ascii(8, 12) === 'WAVE') return 'audio/wav';
    return null;
  }
  // MP3: an ID3 tag, or straight into an MPEG audio frame (11 sync bits, layer III)
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes[0] === 0xff && bytes[1] !== undefined && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) === 0x02) return 'audio/mpeg';
  return null;
}

export const MEDIA_EXTENSIONS: Record<MediaType, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'video/x-msvideo': 'avi',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
};
