/** The picture types we keep, judged from the bytes on the server. */
export type SniffedImage = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/svg+xml';

/**
 * Whether the text is an SVG: an <svg root (any namespace prefix), after an optional byte order
 * mark, XML declaration, comments and document type. Only the start is read: whether the rest is
 * well-formed and safe is svg-safety.ts's question.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
  const prolog = /^(?:\s+|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/;
  for (let m = prolog.exec(text); m && m[0].length > 0; m = prolog.exec(text)) text = text.slice(m[0].length);
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(text);
}

/** The image type the bytes really are (magic numbers, or an SVG's root), or null: uploads are judged by content. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

export const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg' };
