/**
 * A picture as a square PNG of `size` pixels, the picture contained in it on white: what a
 * workbook embeds (Excel shows PNG and JPEG, not the SVG pictures of the built-in catalogue).
 * Null when the picture cannot be loaded: the cell is left without one rather than failing the
 * export.
 */
export async function thumbnailPng(src: string, size: number): Promise<Uint8Array | null> {
  if (!src) return null;
  try {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    const w = image.naturalWidth || size;
    const h = image.naturalHeight || size;
    const scale = Math.min(size / w, size / h);
    ctx.drawImage(image, (size - w * scale) / 2, (size - h * scale) / 2, w * scale, h * scale);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
