import { createRoot } from 'react-dom/client';
import type Konva from 'konva';
import type { PageJSON } from '../../../../shared/src/schema/types';
import { imagesSettled } from '../../elements/useImage';
import { PageStage } from '../canvas/PageStage';
import type { DocData } from '../../documents/doc-data';
import { productImageSources } from '../../documents/doc-images';
import { saveBlob } from '../../ui/save-file';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Every image address a page draws (image elements and image fills), so export can wait for them. */
function imageSources(page: PageJSON): string[] {
  const out: string[] = [];
  const fillSrc = (fill: unknown) => {
    const f = fill as { type?: string; src?: string } | undefined;
    if (f?.type === 'image' && f.src) out.push(f.src);
  };
  fillSrc(page.background);
  for (const el of page.items) {
    if (typeof el.src === 'string') out.push(el.src);
    if (Array.isArray(el.items)) for (const item of el.items as { src?: unknown }[]) if (typeof item.src === 'string') out.push(item.src);
    fillSrc(el.fill);
  }
  return out;
}

/**
 * Draws a page off screen with the editor's own renderer and returns it as a canvas, after its
 * images have loaded. `pixelRatio` 1 gives the page at its theme size (1920 × 1080 by default).
 */
export async function renderPage(page: PageJSON, size: { width: number; height: number }, pixelRatio = 1, docData?: DocData): Promise<HTMLCanvasElement> {
  await imagesSettled([...imageSources(page), ...productImageSources(page, docData)]);
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:-100000px;top:0;pointer-events:none;';
  document.body.appendChild(host);
  const root = createRoot(host);
  try {
    let stage: Konva.Stage | null = null;
    root.render(<PageStage ref={(s) => void (stage = s)} docData={docData} page={page} width={size.width} height={size.height} scale={1} />);
    for (let i = 0; i < 30 && !stage; i++) await frame();
    // image nodes appear one frame after their (already cached) images resolve
    await frame();
    await frame();
    if (!stage) throw new Error('page did not render');
    return (stage as Konva.Stage).toCanvas({ pixelRatio });
  } finally {
    root.unmount();
    host.remove();
  }
}

export function canvasBytes(canvas: HTMLCanvasElement, type: 'image/jpeg' | 'image/png', quality = 0.92): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? blob.arrayBuffer().then((b) => resolve(new Uint8Array(b)), reject) : reject(new Error('canvas is empty'))),
      type,
      quality,
    ),
  );
}

export function download(bytes: Uint8Array, name: string, type: string): void {
  saveBlob(new Blob([bytes as BlobPart], { type }), name);
}
