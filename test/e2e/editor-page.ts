import type { Page } from 'playwright-core';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { newClient } from '../helpers/http';

/* What several browser tests read off the editor page, and the server's side of a document. */

/** The editor's save status: loading, offline, local, syncing, synced, full. */
export const syncStatus = (page: Page) => page.getByTestId('sync-status').getAttribute('data-status');

/** Where a page point is on screen: the page is centred in the canvas at its zoom. */
export async function screenPoint(page: Page, x: number, y: number, size = { width: 1920, height: 1080 }) {
  const canvas = page.getByTestId('editor-canvas');
  const box = (await canvas.boundingBox())!;
  const { zoom, width, height } = await canvas.evaluate((el) => ({ zoom: Number(el.getAttribute('data-zoom')), width: el.clientWidth, height: el.clientHeight }));
  const stageW = Math.max(width, Math.ceil(size.width * zoom + 40));
  const stageH = Math.max(height, Math.ceil(size.height * zoom + 40));
  return { x: box.x + Math.round((stageW - size.width * zoom) / 2) + x * zoom, y: box.y + Math.round((stageH - size.height * zoom) / 2) + y * zoom };
}

/** The document as the server gives it to this account (password light2026). */
export async function serverDocAs(serverUrl: string, username: string, docId: string): Promise<DocumentJSON> {
  const http = newClient(serverUrl);
  await http.post('auth/login', { username, password: 'light2026' });
  return (await http.get<DocumentJSON>('doc/load', { id: docId })).data;
}

/**
 * Waits for a just-opened text box to take the keyboard. The editor appears a frame before it
 * focuses itself; keys typed in between would go to the page, so a test waits for both.
 */
export async function textEditorReady(page: Page) {
  const editor = page.getByTestId('text-editor');
  await editor.waitFor();
  await page.waitForFunction(() => !!document.activeElement?.closest('[data-testid="text-editor"]'));
}

/** A real PNG made by the browser's own canvas: a warm gradient, 640 × 360, base64. */
export const makePng = (page: Page) =>
  page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 360;
    const g = c.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 640, 360);
    grad.addColorStop(0, '#ffe066');
    grad.addColorStop(1, '#f08c00');
    g.fillStyle = grad;
    g.fillRect(0, 0, 640, 360);
    return c.toDataURL('image/png').split(',')[1]!;
  });

/** 照明 → a kind → a choice, as a designer inserts a lighting element from the toolbar. */
export async function insertLighting(page: Page, kind: string, choice: string) {
  await page.locator('.editor-toolbar').getByRole('button', { name: '照明' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}
