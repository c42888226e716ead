/** spec 001 §9: images are resized to width 1280 at quality 90 before upload; gif is left alone. */
export const RESIZE_WIDTH = 1280;
export const RESIZE_QUALITY = 0.9;
/** spec 001 §9: files are hashed reading 1 MB at a time */
export const HASH_CHUNK = 1024 * 1024;

/** The size an image is resized to: at most 1280 wide, aspect kept, never enlarged. */
export function resizedSize(width: number, height: number, maxWidth = RESIZE_WIDTH): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

export interface Prepared {
  blob: Blob;
  type: string;
  width: number;
  height: number;
}

/** Resizes a picked, dropped or pasted image in the browser (gif untouched, so it keeps moving). */
export async function prepareImage(file: Blob): Promise<Prepared> {
  if (file.type === 'image/svg+xml') return { blob: file, type: file.type, ...(await svgSize(file)) };
  const bitmap = await createImageBitmap(file);
  try {
    const size = resizedSize(bitmap.width, bitmap.height);
    if (file.type === 'image/gif' || size.width === bitmap.width) return { blob: file, type: file.type, width: bitmap.width, height: bitmap.height };
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
    const type = file.type === 'image/png' || file.type === 'image/webp' ? file.type : 'image/jpeg';
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('resize failed'))), type, RESIZE_QUALITY));
    return { blob, type, ...size };
  } finally {
    bitmap.close();
  }
}

/** SHA-256 of the content as hex; the file is read 1 MB at a time so a large one never stalls a frame. */
export async function contentHash(blob: Blob, onProgress?: (read: number, total: number) => void): Promise<string> {
  const bytes = new Uint8Array(blob.size);
  for (let at = 0; at < blob.size; at += HASH_CHUNK) {
    bytes.set(new Uint8Array(await blob.slice(at, at + HASH_CHUNK).arrayBuffer()), at);
    onProgress?.(Math.min(blob.size, at + HASH_CHUNK), blob.size);
  }
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** An SVG is drawn at any size and sent as it is; its natural size comes from an <img>. */
async function svgSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth || 300, height: img.naturalHeight || 150 };
  } catch {
    return { width: 300, height: 150 };
  } finally {
    URL.revokeObjectURL(url);
  }
}
