import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentJSON, ElementJSON } from '../../shared/src/schema/types';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { screenPoint, serverDocAs, syncStatus, textEditorReady } from './editor-page';

// Editing in place as a new user tries it (issue 9): text boxes that grow with their text,
// pasting rich HTML, a table cell opened by double-click, and the last page.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'maker', password: 'light2026', nickname: '周设计' });
});
afterAll(() => e2e.close());

const serverDoc = (docId: string) => serverDocAs(e2e.server.url, 'maker', docId);
const status = syncStatus;
const toolbar = (page: Page) => page.locator('.editor-toolbar');
/** The document as the server has it, once everything typed here has reached it. */
async function synced(page: Page, docId: string): Promise<DocumentJSON> {
  await expect.poll(() => status(page), { timeout: 10_000 }).toBe('synced');
  return serverDoc(docId);
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
      if (html) data.setData('text/html', html);
      data.setData('text/plain', text);
      (document.activeElement ?? document.body).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, text },
  );

const texts = (doc: DocumentJSON, pageIndex = 0): ElementJSON[] => doc.pages[pageIndex]!.items.filter((i) => i.tag === 'text');

/** How many dark (text-coloured) pixels the elements layer draws in a page rectangle. */
async function inkIn(page: Page, x: number, y: number, width: number, height: number): Promise<number> {
  const from = await screenPoint(page, x, y);
  const to = await screenPoint(page, x + width, y + height);
  return page.getByTestId('editor-canvas').locator('canvas').first().evaluate((canvas: HTMLCanvasElement, r) => {
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const [x0, y0] = [Math.round((r.from.x - box.left) * ratio), Math.round((r.from.y - box.top) * ratio)];
    const [w, h] = [Math.round((r.to.x - r.from.x) * ratio), Math.round((r.to.y - r.from.y) * ratio)];
    const data = canvas.getContext('2d')!.getImageData(x0, y0, w, h).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 120) dark++;
    return dark;
  }, { from, to });
}

/** Clicks a page point with nothing selected first: what it selects is what is under it. */
async function clickAt(page: Page, x: number, y: number) {
  const empty = await screenPoint(page, 20, 20);
  await page.mouse.click(empty.x, empty.y);
  const p = await screenPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}
const selectedText = (page: Page) => page.getByTestId('element-list').locator('button[aria-pressed=true]').allTextContents();

describe('editing in place', () => {
  it('a text box grows with its text as one types; its frame, click area and drawing agree; fixed height clips', async () => {
    const page = await signedInPage(e2e, 'maker');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    await toolbar(page).getByRole('button', { name: '文本', exact: true }).click();
    await textEditorReady(page);
    const rooms = ['客厅', '餐厅', '主卧', '次卧', '书房', '卫生间'];
    for (const [i, room] of rooms.entries()) {
      if (i > 0) await page.keyboard.press('Enter');
      await page.keyboard.type(`${room}照明`);
    }
    // while typing, the editor's own frame already holds all six lines
    const editorBox = (await page.getByTestId('text-editor').boundingBox())!;
    const line = 56; // 40 px text at line height 1.4
    const zoom = Number(await page.getByTestId('editor-canvas').getAttribute('data-zoom'));
    expect(editorBox.height).toBeGreaterThanOrEqual(6 * line * zoom - 2);
    await page.keyboard.press('Escape');

    // the document holds the grown height, for every reader
    let box = texts(await synced(page, docId))[1]!;
    expect(box).toMatchObject({ height: 6 * line, autoHeight: true });
    expect(box.top + box.height).toBeLessThanOrEqual(1080);
    // the sixth line is drawn, and clicking it selects the box
    await clickAt(page, box.left + 40, box.top + 5.5 * line);
    expect(await selectedText(page)).toEqual([expect.stringContaining('卫生间照明')]);
    expect(await inkIn(page, box.left, box.top + 5 * line, 240, line)).toBeGreaterThan(20);
    await e2e.shot(page, 'in-place-text-grown');

    // pulling the bottom edge down makes it a fixed-height box of that size
    const handle = await screenPoint(page, box.left + box.width / 2, box.top + box.height);
    const lower = await screenPoint(page, box.left + box.width / 2, box.top + box.height + 50);
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(lower.x, lower.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => texts(await synced(page, docId))[1]!.autoHeight).toBe(false);
    expect(texts(await serverDoc(docId))[1]!.height).toBeGreaterThan(6 * line + 30);
    // the inspector offers both modes: auto fits it to its text again
    const panel = page.getByTestId('format-panel');
    expect(await panel.getByRole('radio', { name: '固定高度' }).getAttribute('aria-checked')).toBe('true');
    await panel.getByRole('radio', { name: '自动高度' }).click();
    await expect.poll(async () => texts(await synced(page, docId))[1]!.height).toBe(6 * line);

    // fixed at two lines: the rest is clipped, not drawn outside the frame, and not clickable there
    await panel.getByRole('radio', { name: '固定高度' }).click();
    await panel.getByLabel('高', { exact: true }).fill('112');
    await panel.getByLabel('高', { exact: true }).press('Enter');
    await expect.poll(async () => texts(await synced(page, docId))[1]!.height).toBe(2 * line);
    box = texts(await serverDoc(docId))[1]!;
    await clickAt(page, box.left + 40, box.top + 4.5 * line);
    expect(await selectedText(page)).toEqual([]);
    expect(await inkIn(page, box.left, box.top + 2 * line + 4, 240, 4 * line)).toBe(0);
    expect(await inkIn(page, box.left, box.top, 240, 2 * line)).toBeGreaterThan(20);
    await e2e.shot(page, 'in-place-text-fixed');

    // a long paste onto the canvas arrives as a box as tall as the pasted text
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await pasteHtml(page, '', Array.from({ length: 8 }, (_, i) => `第${i + 1}行`).join('\n'));
    await expect.poll(async () => texts(await synced(page, docId)).length).toBe(3);
    expect(texts(await serverDoc(docId))[2]).toMatchObject({ height: 8 * line, autoHeight: true });
    expect(errors).toEqual([]);
  });

  it('pastes rich HTML with inline handlers into a text and onto the canvas without running them', async () => {
    const page = await signedInPage(e2e, 'maker');
    const errors = watchErrors(page);
    const csp = watchCsp(page);
    const yjsWarnings: string[] = [];
    page.on('console', (m) => /Invalid access/.test(m.text()) && yjsWarnings.push(m.text()));
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
    // new text elements build their rich text without reading it first (issue 9 #11)
    expect(yjsWarnings).toEqual([]);
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
