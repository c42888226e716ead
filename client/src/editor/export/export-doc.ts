import type * as Y from 'yjs';
import { orderedPages, pageJSON } from '../../../../shared/src/schema/doc';
import { buildPdf } from './pdf';
import { docDataOf } from '../../documents/doc-data';
import { canvasBytes, download, renderPage } from './render-page';

/** Characters Windows and macOS refuse in file names. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'LightKit';

/** The whole document as an A4-landscape PDF, one slide per page; progress per page. */
export async function exportPdf(doc: Y.Doc, name: string, size: { width: number; height: number }, onProgress: (done: number, total: number) => void): Promise<Uint8Array> {
  const pages = orderedPages(doc);
  const images = [];
  const data = docDataOf(doc);
  for (const [i, [id, page]] of pages.entries()) {
    onProgress(i, pages.length);
    const canvas = await renderPage(pageJSON(id, page), size, 1, data);
    images.push({ jpeg: await canvasBytes(canvas, 'image/jpeg', 0.92), width: canvas.width, height: canvas.height });
  }
  onProgress(pages.length, pages.length);
  const pdf = buildPdf(images);
  download(pdf, `${safeName(name)}.pdf`, 'application/pdf');
  return pdf;
}

/** One page as PNG at its full theme size. */
export async function exportPng(doc: Y.Doc, pageId: string, name: string, size: { width: number; height: number }): Promise<void> {
  const page = orderedPages(doc).find(([id]) => id === pageId);
  if (!page) return;
  const canvas = await renderPage(pageJSON(pageId, page[1]), size, 1, docDataOf(doc));
  download(await canvasBytes(canvas, 'image/png'), `${safeName(name)}.png`, 'image/png');
}
