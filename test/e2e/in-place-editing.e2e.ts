import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentJSON, ElementJSON } from '../../shared/src/schema/types';
import { newBlankDeck } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Editing in place as a new user tries it (issue 9): text boxes that grow with their text,
// pasting rich HTML, a table cell opened by double-click, and the last page.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'maker', password: 'light2026', nickname: '周设计' });
});
afterAll(() => e2e.close());

async function serverDoc(docId: string): Promise<DocumentJSON> {
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username: 'maker', password: 'light2026' });
  return (await http.get<DocumentJSON>('doc/load', { id: docId })).data;
}
const status = (page: Page) => page.getByTestId('sync-status').getAttribute('data-status');
const toolbar = (page: Page) => page.locator('.editor-toolbar');
/** The document as the server has it, once everything typed here has reached it. */
async function synced(page: Page, docId: string): Promise<DocumentJSON> {
  await expect.poll(() => status(page), { timeout: 10_000 }).toBe('synced');
  return serverDoc(docId);
}

/** Where a page point is on screen: the page is centred in the canvas at its zoom. */
async function screenPoint(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('editor-canvas');
  const box = (await canvas.boundingBox())!;
  const { zoom, width, height } = await canvas.evaluate((el) => ({ zoom: Number(el.getAttribute('data-zoom')), width: el.clientWidth, height: el.clientHeight }));
  const stageW = Math.max(width, Math.ceil(1920 * zoom + 40));
  const stageH = Math.max(height, Math.ceil(1080 * zoom + 40));
  return { x: box.x + Math.round((stageW - 1920 * zoom) / 2) + x * zoom, y: box.y + Math.round((stageH - 1080 * zoom) / 2) + y * zoom };
}

/**
 * Collects Content-Security-Policy violations: the console reports those of detached documents
 * too (where ProseMirror parses pasted HTML), which no securitypolicyviolation listener sees.
 */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

/** A paste of HTML (with a plain-text version) into the element in focus, as the system clipboard sends it. */
const pasteHtml = (page: Page, html: string, text: string) =>
  page.evaluate(
    ({ html, text }) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', text);
      (document.activeElement ?? document.body).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, text },
  );

const texts = (doc: DocumentJSON, pageIndex = 0): ElementJSON[] => doc.pages[pageIndex]!.items.filter((i) => i.tag === 'text');

describe('editing in place', () => {
  it('pastes rich HTML with inline handlers into a text and onto the canvas without running them', async () => {
    const page = await signedInPage(e2e, 'maker');
    const errors = watchErrors(page);
    const csp = watchCsp(page);
    const docId = await newBlankDeck(page);
    const dirty = '<img src=x onerror="document.title=1"><p onclick="document.title=2">文字<b>加粗</b></p>';

    await toolbar(page).getByRole('button', { name: '文本', exact: true }).click();
    await page.getByTestId('text-editor').waitFor();
    await pasteHtml(page, dirty, '文字加粗');
    await expect.poll(() => page.getByTestId('text-editor').textContent()).toBe('文字加粗');
    await page.keyboard.press('Escape');
    // onto the canvas (nothing in focus): a new text element
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await pasteHtml(page, dirty, '文字加粗');
    await expect.poll(async () => texts(await synced(page, docId)).length).toBe(3);

    const html = texts(await synced(page, docId)).map((t) => t.html);
    expect(html.slice(1)).toEqual(['<p>文字<strong>加粗</strong></p>', '<p>文字加粗</p>']);
    // give a blocked handler time to be reported
    await page.waitForTimeout(500);
    expect(csp).toEqual([]);
    expect(await page.title()).not.toMatch(/^[12]$/);
    expect(errors).toEqual([]);
  });

  it('deleting the only page puts a blank page in its place, and is offered no more once it is blank', async () => {
    const page = await signedInPage(e2e, 'maker');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    const onlyPage = page.getByTestId('page-list').locator('li');
    await onlyPage.click({ button: 'right' });
    await page.getByRole('menuitem', { name: '删除页面' }).click();
    // the title went with the page, and the person is told why a page is still there
    await expect.poll(() => page.getByText('文档至少保留一页：已换成一页空白页').isVisible()).toBe(true);
    await expect.poll(async () => (await synced(page, docId)).pages.map((p) => p.items.length)).toEqual([0]);

    await onlyPage.click({ button: 'right' });
    const item = page.getByRole('menuitem', { name: '删除页面' });
    expect(await item.isDisabled()).toBe(true);
    expect(await item.getAttribute('title')).toBe('这是唯一的一页，而且已是空白页：文档至少保留一页');
    await e2e.shot(page, 'in-place-last-page');
    expect(errors).toEqual([]);
  });

  it('double-clicking a table cell puts the caret in that cell, so typing goes into it', async () => {
    const page = await signedInPage(e2e, 'maker');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    await toolbar(page).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '表格' }).click();
    const table = (await synced(page, docId)).pages[0]!.items.find((i) => i.tag === 'table')!;
    // 名称, 型号, 数量, 备注 after a narrow number column (weights 0.4, 1, 1, 1, 1); a header and 3
    // rows: the middle of 数量 in the second row
    expect((table.columns as { name: string }[]).map((c) => c.name)).toEqual(['名称', '型号', '数量', '备注']);
    const rowHeight = table.height / 4;
    const cell = await screenPoint(page, table.left + (table.width * (0.4 + 2.5)) / 4.4, table.top + rowHeight * 2.5);
    await page.mouse.dblclick(cell.x, cell.y);
    const focused = page.getByRole('textbox', { name: '2 · 数量' });
    await expect.poll(() => focused.evaluate((el) => el === document.activeElement)).toBe(true);
    // no click in between: the very first keys land in the cell
    await page.keyboard.type('24');
    await e2e.shot(page, 'in-place-table-cell');
    await page.keyboard.press('Escape');
    await expect.poll(async () => ((await synced(page, docId)).pages[0]!.items.find((i) => i.tag === 'table')!.rows as Record<string, string>[])[1]).toEqual({ c3: '24' });

    // Enter (no pointer) opens the first cell
    await page.locator('body').press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: '1 · 名称' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});
