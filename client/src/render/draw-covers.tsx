import type Konva from 'konva';
import { createRoot } from 'react-dom/client';
import type { Cover } from '../../../shared/src/schema/cover';
import { PageStage } from '../editor/canvas/PageStage';
import { docDataOfJSON } from '../documents/doc-data';
import { productImageSources } from '../documents/doc-images';
import { imagesSettled } from '../elements/useImage';
import { pageImageSources } from './page-images';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
// a page is opaque (its white sheet is always drawn), so JPEG loses nothing and encodes fast
const encode = (canvas: HTMLCanvasElement) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));

/**
 * Draws covers off screen with the editor's own page renderer (PageStage), so a cover looks
 * exactly like the page: backgrounds, tables, shapes, pictures, text, all of it. A whole batch
 * is mounted at once, each stage already at the picture's size (`pixelWidth` device pixels
 * wide), and its canvas is encoded as it was drawn, once. Lazily loaded: the desktop's first
 * paint does not wait for Konva.
 */
export async function drawCovers(covers: Cover[], pixelWidth: number): Promise<(Blob | null)[]> {
  const data = covers.map((c) => (c.data ? docDataOfJSON({ name: '', ...c.data }) : undefined));
  await imagesSettled(covers.flatMap((c, i) => [...pageImageSources(c.page), ...productImageSources(c.page, data[i])]));
  // system fonts need no loading; a web font still in flight would be measured wrong
  await document.fonts?.ready;
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:-100000px;top:0;pointer-events:none;';
  document.body.appendChild(host);
  const root = createRoot(host);
  const stages: (Konva.Stage | null)[] = covers.map(() => null);
  // Konva draws at the screen's pixel ratio: the stage is that much smaller in CSS pixels
  const cssWidth = pixelWidth / (window.devicePixelRatio || 1);
  try {
    root.render(
      <>
        {covers.map((c, i) => (
          <PageStage key={i} ref={(s) => void (stages[i] = s)} page={c.page} docData={data[i]} width={c.width} height={c.height} scale={cssWidth / c.width} />
        ))}
      </>,
    );
    for (let i = 0; i < 30 && stages.some((s) => !s); i++) await frame();
    // image nodes appear one frame after their (already loaded) images resolve
    await frame();
    await frame();
    // read before unmounting: Konva releases its canvases when a stage is destroyed
    return await Promise.all(
      stages.map((stage) => {
        const canvas = stage?.getLayers()[0]?.getNativeCanvasElement();
        return canvas ? encode(canvas) : Promise.resolve(null);
      }),
    );
  } finally {
    root.unmount();
    host.remove();
  }
}
