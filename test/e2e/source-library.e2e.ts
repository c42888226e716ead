import type { Locator, Page } from 'playwright-core';
import { writeIes } from '../../shared/src/lighting/photometry-write';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasPng, cards, drawnImages } from './source-page';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { horizontalOverflow, smallTargets } from './layout-checks';

// The material library's screens (素材助手 /kit/source, issue 20), against the calls the server
// has: the tree's roots, the empty state, uploads by drag (three) and paste (one) through the
// queue into cards, refusals, and the editor's 988 px material dialog inserting one picture and
// an image group. Checked by what the page shows.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { sucai: '素材小李', shouji: '手机素材' } });
});
afterAll(() => e2e.close());


/** Drops files on the target as a person dragging them from the desktop would. */
async function dropFiles(target: Locator, files: { name: string; type: string; base64: string }[]) {
  await target.evaluate((el, files) => {
    const dt = new DataTransfer();
    for (const f of files) dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    el.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, files);
}

/** Pastes a picture (or an empty one) as a screenshot from the clipboard would arrive. */
async function pasteImage(page: Page, base64: string) {
  await page.evaluate((base64) => {
    const dt = new DataTransfer();
    dt.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'image.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, base64);
}


describe('the material library', () => {
  it('shows the tree and the empty state, takes 3 pictures by drag and 1 by paste through the queue into cards, and refuses what it cannot take', async () => {
    const page = await signInPage(await e2e.context(), 'sucai', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await page.goto('/kit/source');

    // the tree's roots; a personal account has no company library
    const tree = page.getByTestId('source-tree');
    for (const root of ['共享素材库', '我的素材', '最近上传', '未分组']) await expect.poll(() => tree.getByRole('button', { name: root }).count()).toBe(1);
    expect(await tree.getByRole('button', { name: '企业素材库' }).count()).toBe(0);
    expect(await tree.getByRole('button', { name: '我的素材' }).getAttribute('aria-current')).toBe('true');
    await page.getByTestId('source-empty').waitFor();
    expect(await page.getByTestId('source-empty').textContent()).toContain('这里还没有素材');
    expect(await cards(page).count()).toBe(0);
    await e2e.shot(page, 'source-empty-1440');

    // three pictures dragged in: each goes through the queue and ends as a card
    const browser = page.getByTestId('source-browser');
    const colors = ['#f08c00', '#1c7ed6', '#2f9e44'];
    const files = await Promise.all(colors.map(async (c, i) => ({ name: `现场照片${i + 1}.png`, type: 'image/png', base64: await canvasPng(page, c) })));
    // every state and label the queue rows pass through, recorded as the page draws them
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { queueSeen: string[] }).queueSeen = seen;
      new MutationObserver(() => {
        for (const row of document.querySelectorAll('[data-testid=queue-row]')) seen.push(`${row.getAttribute('data-state')}|${row.querySelector('.queue-state')?.textContent ?? ''}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await dropFiles(browser, files);
    const queue = page.getByTestId('upload-queue');
    await queue.waitFor();
    await expect.poll(() => queue.getByTestId('queue-row').count()).toBe(3);
    await expect.poll(() => queue.locator('[data-state=done]').count(), { timeout: 15_000 }).toBe(3);
    expect(await queue.getByText('已完成', { exact: true }).count()).toBe(3);
    const seen = await page.evaluate(() => (window as unknown as { queueSeen: string[] }).queueSeen);
    expect(seen.some((s) => /^uploading\|上传中 \d+%$/.test(s))).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(3);
    for (let i = 1; i <= 3; i++) expect(await page.getByTestId('source-list').textContent()).toContain(`现场照片${i}.png`);
    // each card: its size and its width × height
    expect(await cards(page).first().textContent()).toMatch(/KB · 320 × 200/);

    // one pasted (a screenshot): named by the time, into the same list
    await pasteImage(page, await canvasPng(page, '#ae3ec9'));
    await expect.poll(() => queue.getByTestId('queue-row').count()).toBe(4);
    await expect.poll(() => queue.locator('[data-state=done]').count(), { timeout: 15_000 }).toBe(4);
    await expect.poll(() => cards(page).count()).toBe(4);
    expect(await cards(page).first().textContent()).toContain('paste-');
    await expect.poll(() => drawnImages(page.getByTestId('source-list'))).toBe(4);
    // the quota those uploads spend shows under the tree
    await expect.poll(() => page.getByTestId('source-browser').getByTestId('storage-usage').textContent()).toMatch(/^存储空间：已用 [\d.]+ KB \/ [\d.]+ (MB|GB)$/);
    await e2e.shot(page, 'source-uploaded-1440');

    // an unsupported file is refused by name; an empty pasted picture "cannot get"; nothing queued
    await dropFiles(browser, [{ name: '平面图.pdf', type: 'application/pdf', base64: 'JVBERi0xLjQK' }]);
    await expect.poll(() => page.getByText('不支持这种文件：平面图.pdf。可上传图片（png、jpeg、gif、svg、webp）、视频（mp4、mov、webm、mkv、avi）、音频（mp3、m4a、wav）和配光文件（ies、ldt）').count()).toBe(1);
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File([], 'image.png', { type: 'image/png' }));
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => page.getByText('无法获取剪贴板中的图片').count()).toBe(1);
    // a paste while typing in the search box is text, not an upload
    await page.getByTestId('source-search').focus();
    await page.getByTestId('source-search').evaluate((el, base64) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'image.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    }, files[0]!.base64);
    // the same file again is known: "already uploaded", reused
    await dropFiles(browser, [files[0]!]);
    await expect.poll(() => page.getByText('已经上传过该素材：现场照片1.png').count()).toBeGreaterThan(0);
    await expect.poll(() => queue.locator('[data-state=done]').count()).toBe(5);
    expect(await queue.getByTestId('queue-row').count()).toBe(5);
    await expect.poll(() => cards(page).count()).toBe(4);

    // a lighting data file is a material too: its card shows the polar curve the server drew
    const ies = writeIes({ manufacturer: 'LightKit', luminaire: '筒灯', catalogue: 'DL-24', lumens: 900, watts: 10, beamAngle: 24, shape: 'cone', issueDate: '2026-11-27' });
    await dropFiles(browser, [{ name: '筒灯.ies', type: '', base64: Buffer.from(ies, 'utf8').toString('base64') }]);
    await expect.poll(() => queue.locator('[data-state=done]').count(), { timeout: 15_000 }).toBe(6);
    await expect.poll(() => cards(page).count()).toBe(5);
    expect(await cards(page).first().textContent()).toContain('筒灯.ies');
    await expect.poll(() => drawnImages(cards(page).first())).toBe(1);
    const curve = await cards(page).first().locator('.source-cover img').getAttribute('src');
    expect(await page.evaluate(async (src) => (await (await fetch(src!)).text()).slice(0, 4), curve)).toBe('<svg');

    // the queue clears its finished rows
    await queue.getByRole('button', { name: '清除已完成' }).click();
    await expect.poll(() => page.getByTestId('upload-queue').count()).toBe(0);

    // the shared library is read-only: no upload button, and a drop or a paste there is refused
    await tree.getByRole('button', { name: '共享素材库' }).click();
    await expect.poll(() => page.getByText('共享素材库和企业素材库为只读').count()).toBe(1);
    expect(await page.getByTestId('source-upload').count()).toBe(0);
    await pasteImage(page, await canvasPng(page, '#000000'));
    await expect.poll(() => page.getByText('没有权限：共享素材库和企业素材库不能上传或修改').count()).toBe(1);
    expect(await page.getByTestId('upload-queue').count()).toBe(0);

    // search history: a search is remembered under sourceSearchHistory
    await tree.getByRole('button', { name: '我的素材' }).click();
    await page.getByTestId('source-search').fill('现场');
    await page.getByTestId('source-search').press('Enter');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sourceSearchHistory'))).toBe('["现场"]');
    expect(await page.getByTestId('source-search').getAttribute('maxlength')).toBe('32');
    for (const hot of ['新品', '光环境设计', '智能']) expect(await page.getByRole('button', { name: hot }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('inserts from the editor: one picture, then two as an image group, uploading inside the 988 px dialog', async () => {
    const page = await signInPage(await e2e.context(), 'sucai', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await newBlankDeck(page);
    const openDialog = async () => {
      await page.locator('.editor-toolbar').getByRole('button', { name: '图片', exact: true }).click();
      await page.getByRole('menuitem', { name: '本地上传' }).click();
      const dialog = page.getByTestId('material-dialog');
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await openDialog();
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(988);
    // nothing chosen: "please select material"
    await dialog.getByTestId('source-insert').click();
    await expect.poll(() => page.getByText('请选择素材').count()).toBeGreaterThan(0);
    // two pictures uploaded from the dialog's own picker land as cards
    const a = await canvasPng(page, '#fab005');
    const b = await canvasPng(page, '#12b886');
    await dialog.getByTestId('source-file').setInputFiles([
      { name: '客厅.png', mimeType: 'image/png', buffer: Buffer.from(a, 'base64') },
      { name: '餐厅.png', mimeType: 'image/png', buffer: Buffer.from(b, 'base64') },
    ]);
    await expect.poll(() => dialog.locator('[data-testid=queue-row][data-state=done]').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => cards(dialog).count()).toBeGreaterThanOrEqual(2);
    await e2e.shot(page, 'source-dialog-1440');
    await dialog.getByRole('button', { name: '选择 客厅.png' }).click();
    await dialog.getByTestId('source-insert').click();
    await expect.poll(() => page.getByTestId('material-dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('element-list').textContent()).toContain('图片');

    // replacing the inserted picture takes one: a second choice is refused with the limit
    await page.getByTestId('format-panel').getByRole('button', { name: '更换' }).click();
    dialog = page.getByTestId('material-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('source-file').setInputFiles([{ name: '客厅.png', mimeType: 'image/png', buffer: Buffer.from(a, 'base64') }, { name: '餐厅.png', mimeType: 'image/png', buffer: Buffer.from(b, 'base64') }]);
    await expect.poll(() => dialog.locator('[data-testid=queue-row][data-state=done]').count(), { timeout: 15_000 }).toBe(2);
    await dialog.getByRole('button', { name: '选择 客厅.png' }).click();
    await dialog.getByRole('button', { name: '选择 餐厅.png' }).click();
    await expect.poll(() => page.getByText('最多选择1张图片').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: '选择 餐厅.png' }).getAttribute('aria-pressed')).toBe('false');
    await dialog.getByRole('button', { name: '选择 客厅.png' }).click();
    await dialog.getByRole('button', { name: '选择 餐厅.png' }).click();
    await dialog.getByTestId('source-insert').click();
    await expect.poll(() => page.getByText('更换成功').count()).toBeGreaterThan(0);

    // two at once make an image group
    dialog = await openDialog();
    await dialog.getByTestId('source-file').setInputFiles([
      { name: '客厅.png', mimeType: 'image/png', buffer: Buffer.from(a, 'base64') },
      { name: '餐厅.png', mimeType: 'image/png', buffer: Buffer.from(b, 'base64') },
    ]);
    await expect.poll(() => dialog.locator('[data-testid=queue-row][data-state=done]').count(), { timeout: 15_000 }).toBe(2);
    await dialog.getByRole('button', { name: '选择 客厅.png' }).click();
    await dialog.getByRole('button', { name: '选择 餐厅.png' }).click();
    expect(await dialog.getByTestId('source-insert').textContent()).toBe('插入（2）');
    await dialog.getByTestId('source-insert').click();
    await expect.poll(() => page.getByTestId('material-dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('element-list').textContent()).toContain('图片组');
    expect(errors).toEqual([]);
  });

  it('on a phone: the tree is a drawer, every control a fingertip, nothing sideways; and a tablet', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.phone), 'shouji', 'light2026');
    const errors = watchErrors(page);
    await page.goto('/kit/source');
    await page.getByTestId('source-empty').waitFor();
    expect(await page.getByTestId('source-tree').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    await e2e.shot(page, 'source-phone-390');
    await page.getByTestId('source-tree-open').click();
    const drawer = page.getByTestId('source-tree-drawer');
    await drawer.waitFor();
    // the shot once it has slid in
    await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect((await drawer.boundingBox())!.x).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    await e2e.shot(page, 'source-phone-390-tree');
    await drawer.getByRole('button', { name: '最近上传' }).click();
    await expect.poll(() => page.getByTestId('source-tree-drawer').count()).toBe(0);
    await expect.poll(() => page.getByTestId('source-heading').textContent()).toBe('最近上传');

    const tablet = await signInPage(await e2e.deviceContext(DEVICES.tabletLandscape), 'shouji', 'light2026');
    await tablet.goto('/kit/source');
    await tablet.getByTestId('source-empty').waitFor();
    expect(await horizontalOverflow(tablet)).toBe(0);
    await e2e.shot(tablet, 'source-tablet-1024');
    expect(errors).toEqual([]);
  });

  it('on a phone the editor’s material dialog is a full-screen sheet with fingertip controls', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.phone), 'shouji', 'light2026');
    const errors = watchErrors(page);
    await newBlankDeck(page);
    await page.locator('.editor-toolbar').getByRole('button', { name: '图片', exact: true }).tap();
    await page.getByRole('menuitem', { name: '本地上传' }).tap();
    const dialog = page.getByTestId('material-dialog');
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    await dialog.getByTestId('source-empty').waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await e2e.shot(page, 'source-dialog-phone-390');
    await dialog.getByRole('button', { name: '取消' }).tap();
    await expect.poll(() => page.getByTestId('material-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
