import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount } from '../../client/src/editor/export/pdf';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { makePng, screenPoint, serverDocAs, syncStatus, textEditorReady } from './editor-page';
import { boxOf, expectBlankAt, expectDrawnAt, farCorner } from './drawn';

let e2e: E2E;
beforeAll(async () => {
  // "image from the web" reads this very server's files, so private addresses are allowed here
  e2e = await startE2E({ env: { FETCH_PRIVATE: '1' } });
  await e2e.server.app.services.accounts.create({ username: 'maker', password: 'light2026', nickname: '周设计' });
  await e2e.server.app.services.accounts.create({ username: 'looker', password: 'light2026', nickname: '客户' });
});
afterAll(() => e2e.close());

const serverDoc = (docId: string) => serverDocAs(e2e.server.url, 'maker', docId);
const status = syncStatus;
const toolbar = (page: Page) => page.locator('.editor-toolbar');
const pages = (page: Page) => page.getByTestId('page-list').locator('li');


describe('the canvas editor', () => {
  it('builds a three-page deck, reorders, undoes, plays and exports a three-page PDF', async () => {
    const page = await signedInPage(e2e, 'maker');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    // page 1: a text with mixed bold and colour
    await toolbar(page).getByRole('button', { name: '文本', exact: true }).click();
    await textEditorReady(page);
    await page.keyboard.type('照明方案');
    await expect.poll(() => page.getByTestId('element-list').textContent()).toContain('照明方案');
    await page.keyboard.press('Shift+Home');
    await toolbar(page).getByRole('button', { name: '加粗' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 3000K');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
    await toolbar(page).getByRole('button', { name: '文字颜色' }).click();
    await toolbar(page).getByRole('option', { name: '#fa5252' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('element-list').textContent()).toContain('照明方案 3000K');

    // page 2: an image uploaded from a file; the same file again is recognised
    await page.getByRole('button', { name: '+ 新建页面' }).click();
    await expect.poll(() => pages(page).count()).toBe(2);
    const png = Buffer.from(await makePng(page), 'base64');
    await page.getByTestId('image-file').setInputFiles({ name: '客厅效果.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByText('上传成功').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('element-list').textContent()).toContain('图片');
    await page.getByTestId('image-file').setInputFiles({ name: '客厅效果.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByText('已经上传过该素材').count()).toBeGreaterThan(0);
    // crop: drag the frame right by 100 page units; releasing confirms
    await page.getByTestId('format-panel').getByRole('button', { name: '裁剪' }).click();
    // 640 × 360, centred on 1920 × 1080; the same picture again finds no free spot on the page
    // and cascades 10 right and down from the first
    const imageBox = { left: 650, top: 370, width: 640, height: 360 };
    const from = await screenPoint(page, imageBox.left + 320, imageBox.top + 180);
    const to = await screenPoint(page, imageBox.left + 420, imageBox.top + 180);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    // a second adjustment starts from where the first left the frame
    await expect.poll(async () => (await serverDoc(docId)).pages[1]?.items[1]?.crop !== undefined, { timeout: 10_000 }).toBe(true);
    const again = await screenPoint(page, 750 + 270, 550);
    const further = await screenPoint(page, 750 + 320, 550);
    await page.mouse.move(again.x, again.y);
    await page.mouse.down();
    await page.mouse.move(further.x, further.y, { steps: 8 });
    await page.mouse.up();
    await page.keyboard.press('Escape');

    // page 3: a dashed elbow line and a rectangle with a gradient preset
    await page.getByRole('button', { name: '+ 新建页面' }).click();
    await expect.poll(() => pages(page).count()).toBe(3);
    await toolbar(page).getByRole('button', { name: '形状' }).click();
    await page.getByRole('menuitem', { name: '肘形连接线' }).click();
    // the box shows the document, which redraws on the next frame: click, then wait for it
    const dashed = page.getByTestId('format-panel').getByLabel('虚线');
    await dashed.click();
    await expect.poll(() => dashed.isChecked()).toBe(true);
    await toolbar(page).getByRole('button', { name: '形状' }).click();
    await page.getByRole('menuitem', { name: '矩形' }).click();
    await page.getByTestId('format-panel').getByRole('button', { name: '渐变 3' }).click();
    await e2e.shot(page, 'editor-page3');

    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('synced');
    let doc = await serverDoc(docId);
    expect(doc.pages).toHaveLength(3);
    const text = doc.pages[0]!.items.find((i) => i.tag === 'text' && i.html?.includes('照明方案'))!;
    // the space typed after the bold word carries on the bold mark, as in any word processor
    expect(text.html).toMatch(/<strong>照明方案 ?<\/strong>/);
    expect(text.html).toMatch(/<span style="color: #fa5252">(<strong>)?3000K/);
    expect(doc.pages[1]!.items).toHaveLength(2);
    const image = doc.pages[1]!.items[1]!;
    expect(image).toMatchObject({ tag: 'image', naturalWidth: 640, naturalHeight: 360 });
    // the frame moved 100, then 50 more, of 640 to the right: the crop starts at 23.44 %
    expect(image.crop).toMatchObject({ top: 0, height: 100 });
    expect(Number((image.crop as { left: number }).left)).toBeCloseTo(23.44, 0);
    expect(Number((image.crop as { width: number }).width)).toBeCloseTo(76.56, 0);
    expect(image.left).toBeCloseTo(800, -1);
    expect(String(image.src)).toMatch(/^\/kapi\/source\/file\/[0-9a-f]{64}$/);
    expect(doc.pages[2]!.items.map((i) => [i.type, i.dashed])).toEqual([
      ['elbow', true],
      ['rect', false],
    ]);
    expect(doc.pages[2]!.items[1]!.fill).toMatchObject({ type: 'gradient', gradient: { points: [{ color: '#ffd8a8' }, { color: '#fd7e14' }] } });
    // page 3 as drawn: the gradient rectangle where it is, nothing in a far corner
    const canvas = page.getByTestId('editor-canvas');
    await expectDrawnAt(canvas, boxOf(doc.pages[2]!.items[1]!));
    await expectBlankAt(canvas, farCorner(doc.pages[2]!.items.map(boxOf)));

    // reorder: page 3 dragged before page 1; undo puts it back, redo again
    const ids = doc.pages.map((p) => p.id);
    await pages(page).nth(2).dragTo(pages(page).nth(0), { targetPosition: { x: 60, y: 5 } });
    const order = async () => (await serverDoc(docId)).pages.map((p) => p.id);
    await expect.poll(order, { timeout: 10_000 }).toEqual([ids[2], ids[0], ids[1]]);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+Z');
    await expect.poll(order, { timeout: 10_000 }).toEqual(ids);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(order, { timeout: 10_000 }).toEqual([ids[2], ids[0], ids[1]]);
    await e2e.shot(page, 'editor-canvas');

    // play full screen: arrows move, Esc leaves
    await page.getByRole('button', { name: '▶ 演示' }).click();
    const play = page.getByTestId('play-mode');
    await expect.poll(() => play.isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => play.getAttribute('data-index')).toBe('1');
    await e2e.shot(page, 'editor-play');
    await page.keyboard.press('Escape');
    await expect.poll(() => play.count()).toBe(0);

    // export: a PDF with one page per slide
    const download = page.waitForEvent('download');
    await toolbar(page).getByRole('button', { name: '导出' }).click();
    await page.getByRole('menuitem', { name: '导出PDF' }).click();
    const file = await (await download).path();
    const pdf = new Uint8Array(await readFile(file));
    expect(pdfPageCount(pdf)).toBe(3);
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 8))).toBe('%PDF-1.4');
    expect(errors).toEqual([]);
    doc = await serverDoc(docId);
    expect(doc.pages).toHaveLength(3);
  });

  it('edits a table and an input item in place, and duplicates from the context menu', async () => {
    const page = await signedInPage(e2e, 'maker');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    // ? lists the shortcuts, from the same registry the keys use
    await page.locator('body').press('Shift+Slash');
    const help = page.getByTestId('shortcuts-dialog');
    await expect.poll(() => help.getByRole('row', { name: /撤销\s*Ctrl\+Z/ }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);

    await toolbar(page).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '表格' }).click();
    // the new table is selected: Enter opens it for typing
    await page.locator('body').press('Enter');
    await page.getByRole('textbox', { name: '1 · 名称' }).fill('  筒灯  ');
    await page.getByRole('textbox', { name: '1 · 数量' }).fill('12');
    await page.getByRole('textbox', { name: '1 · 数量' }).press('Escape');
    await e2e.shot(page, 'editor-table');

    await toolbar(page).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '输入框' }).click();
    await page.locator('body').press('Enter');
    await page.getByRole('textbox', { name: '请输入' }).fill('滨江壹号 · 客厅');
    await page.getByRole('textbox', { name: '请输入' }).press('Enter');

    // right-click the input item (selected; new elements go where they cover nothing) and duplicate it
    await expect.poll(async () => (await serverDoc(docId)).pages[0]!.items.find((i) => i.tag === 'input')?.value, { timeout: 10_000 }).toBe('滨江壹号 · 客厅');
    const input = (await serverDoc(docId)).pages[0]!.items.find((i) => i.tag === 'input')!;
    const middle = await screenPoint(page, input.left + input.width / 2, input.top + input.height / 2);
    await page.mouse.click(middle.x, middle.y, { button: 'right' });
    await page.getByRole('menuitem', { name: /创建副本/ }).click();

    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('synced');
    await expect.poll(async () => (await serverDoc(docId)).pages[0]!.items.length).toBe(4);
    const items = (await serverDoc(docId)).pages[0]!.items;
    const table = items.find((i) => i.tag === 'table')!;
    expect((table.rows as Record<string, string>[])[0]).toEqual({ c1: '筒灯', c3: '12' });
    const inputs = items.filter((i) => i.tag === 'input');
    expect(inputs.map((i) => i.value)).toEqual(['滨江壹号 · 客厅', '滨江壹号 · 客厅']);
    expect(inputs[1]!.left - inputs[0]!.left).toBe(10);
    // drawn: the table and the copy where they are, nothing in a far corner
    const canvas = page.getByTestId('editor-canvas');
    await expectDrawnAt(canvas, boxOf(table));
    await expectDrawnAt(canvas, boxOf(inputs[1]!));
    await expectBlankAt(canvas, farCorner(items.map(boxOf)));

    // an image from a web address: a bad address is explained in the dialog, a good one inserted
    const png = Buffer.from(await makePng(page), 'base64');
    const hash = createHash('sha256').update(png).digest('hex');
    await page.getByTestId('image-file').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
    await expect.poll(async () => (await serverDoc(docId)).pages[0]!.items.length, { timeout: 10_000 }).toBe(5);
    await toolbar(page).getByRole('button', { name: '图片' }).click();
    await page.getByRole('menuitem', { name: '网络图片' }).click();
    const dialog = page.getByTestId('name-dialog');
    await dialog.getByLabel('图片地址（https://…）').fill('ftp://example.com/a.png');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('请输入以 http:// 或 https:// 开头的图片地址');
    await dialog.getByLabel('图片地址（https://…）').fill(`${e2e.server.url}/kapi/source/file/${hash}`);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(async () => (await serverDoc(docId)).pages[0]!.items.filter((i) => i.tag === 'image').length, { timeout: 10_000 }).toBe(2);
    expect(errors).toEqual([]);
  });

  it('opens read-only for someone who may only view the document', async () => {
    const owner = await signedInPage(e2e, 'maker');
    const docId = await newBlankDeck(owner);
    await e2e.server.app.repos.members.set(docId, (await e2e.server.app.repos.users.byUsername('looker'))!.id, 'view', 0, null);
    const page = await signedInPage(e2e, 'looker');
    const errors = watchErrors(page);
    await page.goto(`/kit/doc/${docId}`);
    await expect.poll(() => page.getByText('您只能查看此文档，不能编辑').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await toolbar(page).getByRole('button', { name: '文本', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: '+ 新建页面' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('文档名称').getAttribute('readonly')).not.toBeNull();
    // and sees the page drawn: the title where it is, nothing far from it
    const title = boxOf((await serverDoc(docId)).pages[0]!.items[0]!);
    await expectDrawnAt(page.getByTestId('editor-canvas'), title);
    await expectBlankAt(page.getByTestId('editor-canvas'), farCorner([title]));
    expect(errors).toEqual([]);
  });
});
