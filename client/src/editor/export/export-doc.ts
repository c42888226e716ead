import type * as Y from 'yjs';
import { orderedPages, pageJSON } from '../../../../shared/src/schema/doc';
import { shownPages } from '../../../../shared/src/schema/shown-pages';
import { buildPdf } from './pdf';
import { docDataOf } from '../../documents/doc-data';
import { canvasBytes, download, renderPage } from './render-page';

/** Characters Windows and macOS refuse in file names. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'LightKit';

/**
 * The document as an A4-landscape PDF, one slide per shown page (skipped pages are left out, as
 * when presenting); progress per page. Null, and nothing downloaded, when every page is skipped.
 */
export async function exportPdf(doc: Y.Doc, name: string, size: { width: number; height: number }, onProgress: (done: number, total: number) => void): Promise<Uint8Array | null> {
  const pages = shownPages(orderedPages(doc).map(([id, page]) => pageJSON(id, page)));
  if (pages.length === 0) return null;
  const images = [];
  const data = docDataOf(doc);
  for (const [i, page] of pages.entries()) {
    onProgress(i, pages.length);
    const canvas = await renderPage(page, size, 1, data);
    images.push({ jpeg: await canvasBytes(canvas, 'image/jpeg', 0.92), width: canvas.width, height: canvas.height });
  }
  onProgress(pages.length, pages.length);
  const pdf = buildPdf(images);
  download(pdf, `${safeName(name)}.pdf`, 'application/pdf');
  return pdf;
}

/**
 * One page as PNG at its full theme size, skipped or not: the designer asked for this very page
 * (the one open in the editor), so leaving it out would answer with nothing; skipping governs
 * what a sequence (play, the viewer, the PDF) shows, not a page picked by hand.
 */
export async function exportPng(doc: Y.Doc, pageId: string, name: string, size: { width: number; height: number }): Promise<void> {
  const page = orderedPages(doc).find(([id]) => id === pageId);
  if (!page) return;
  const canvas = await renderPage(pageJSON(pageId, page[1]), size, 1, docDataOf(doc));
  download(await canvasBytes(canvas, 'image/png'), `${safeName(name)}.png`, 'image/png');
}
