import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToBlocks, blocksToText } from '../../shared/src/richtext/html';
import { newBlankDeck } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { screenPoint, serverDocAs, syncStatus } from './editor-page';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { boxOf, expectBlankAt, expectDrawnAt, farCorner } from './drawn';

/*
 * Issue 22: two people typing in one paragraph. Each person's run must stay whole, and both
 * screens and the server must hold the same text.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { alice: '王设计', bobby: '李工' } });
});
afterAll(() => e2e.close());

/** The text being edited, without others' caret labels (widgets inside the editable). */
const editorText = (page: Page) =>
  page.getByTestId('text-editor').evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
    return copy.textContent ?? '';
  });

/** Opens the page's title for typing (element list, Enter) and puts the caret at its end. */
async function openTitleAtEnd(page: Page) {
  const editor = page.getByTestId('text-editor');
  if ((await editor.count()) === 0) {
    await page.getByTestId('element-list').locator('button').first().focus();
    await page.keyboard.press('Enter');
    await editor.waitFor();
  }
  await editor.click();
  await page.keyboard.press('Control+End');
}

async function twoInOneDocument() {
  const alice = await signedInPage(e2e, 'alice');
  const docId = await newBlankDeck(alice);
  await e2e.server.app.repos.members.set(docId, (await e2e.server.app.repos.users.byUsername('bobby'))!.id, 'edit', 0, null);
  const bob = await signedInPage(e2e, 'bobby');
  await bob.goto(`/kit/doc/${docId}`);
  await expect.poll(() => syncStatus(bob), { timeout: 10_000 }).toBe('synced');
  return { alice, bob, docId };
}

/** The page's first text as the element list reads it (for a tab that is not editing it). */
const listedTitle = async (page: Page) => ((await page.getByTestId('element-list').locator('button').first().textContent()) ?? '').replace(/^文本：/, '');

async function signedInClient(username: string) {
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username, password: 'light2026' });
  return http;
}

const serverText = async (docId: string) => blocksToText(htmlToBlocks((await serverDocAs(e2e.server.url, 'alice', docId)).pages[0]!.items[0]!.html ?? ''));

describe('two people typing in one paragraph', () => {
  it('keeps each run whole, at several speeds for 20 rounds, the same on both screens and the server', async () => {
    const { alice, bob, docId } = await twoInOneDocument();
    const errors = [...watchErrors(alice), ...watchErrors(bob)];
    const delays = [0, 8, 25, 60];
    for (let round = 0; round < 20; round++) {
      await openTitleAtEnd(alice);
      await openTitleAtEnd(bob);
      const a = `(a${round}x1a2a3)`;
      const b = `{b${round}y4b5b6}`;
      const delay = delays[round % delays.length]!;
      await Promise.all([alice.keyboard.type(a, { delay }), bob.keyboard.type(b, { delay: delay + 3 })]);
      await expect
        .poll(async () => {
          const [x, y] = [await editorText(alice), await editorText(bob)];
          return x === y ? 'same' : `alice: ${x}\nbob:   ${y}`;
        }, { timeout: 10_000 })
        .toBe('same');
      const text = await editorText(alice);
      expect(text, `round ${round} (${delay} ms): ${text}`).toContain(a);
      expect(text, `round ${round} (${delay} ms): ${text}`).toContain(b);
    }
    await expect.poll(() => syncStatus(alice), { timeout: 10_000 }).toBe('synced');
    await expect.poll(() => syncStatus(bob), { timeout: 10_000 }).toBe('synced');
    await expect.poll(() => serverText(docId)).toBe(await editorText(alice));
    expect(errors).toEqual([]);
  }, 180_000);

  it('input methods: both compose in one paragraph at once; nothing unconfirmed is sent, exactly the chosen characters arrive', async () => {
    const { alice, bob, docId } = await twoInOneDocument();
    const errors = [...watchErrors(alice), ...watchErrors(bob)];
    const ca = await alice.context().newCDPSession(alice);
    const cb = await bob.context().newCDPSession(bob);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const compose = (cdp: CDPSession, text: string) => cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    const commit = (cdp: CDPSession, text: string) => cdp.send('Input.insertText', { text });
    // Chinese pinyin, Japanese kana, Korean jamo: what an input method shows before the choice
    const rounds: [string[], string, string[], string][] = [
      [['z', 'zh', 'zha', 'zhao'], '照', ['m', 'mi', 'min', 'ming'], '明'],
      [['d', 'de', 'den', 'deng'], '灯', ['g', 'gu', 'gua', 'guan', 'guang'], '光'],
      [['に', 'にほ', 'にほん'], '日本', ['で', 'でん', 'でんき'], '電気'],
      [['ㅎ', '하', '한'], '한', ['ㄱ', '구', '국'], '국'],
    ];
    await openTitleAtEnd(alice);
    let expected = await editorText(alice);
    for (const [aSteps, aChosen, bSteps, bChosen] of rounds) {
      await openTitleAtEnd(alice);
      await openTitleAtEnd(bob);
      // both compose at once, step by step
      for (let i = 0; i < Math.max(aSteps.length, bSteps.length); i++) {
        await Promise.all([aSteps[i] ? compose(ca, aSteps[i]!) : null, bSteps[i] ? compose(cb, bSteps[i]!) : null]);
        await sleep(40);
      }
      // nothing unconfirmed has left either device
      await sleep(300);
      const during = await serverText(docId);
      for (const s of [...aSteps, ...bSteps]) expect(during, `sent while composing: ${during}`).not.toContain(s);
      // Alice chooses; Bob, still composing, sees nothing of it yet and keeps his composition
      await commit(ca, aChosen);
      await expect.poll(() => serverText(docId), { timeout: 10_000 }).toContain(aChosen);
      expect(await serverText(docId)).not.toContain(bSteps.at(-1)!);
      await commit(cb, bChosen);
      await expect
        .poll(async () => {
          const [x, y, z] = [await editorText(alice), await editorText(bob), await serverText(docId)];
          return x === y && y === z ? x : `alice: ${x} / bob: ${y} / server: ${z}`;
        }, { timeout: 10_000 })
        .toMatch(new RegExp(`^${expected}(${aChosen}${bChosen}|${bChosen}${aChosen})$`));
      expected = await editorText(alice);
    }
    expect(expected).toMatch(/^未命名方案(照明|明照)(灯光|光灯)(日本電気|電気日本)(한국|국한)$/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a colleague restores a version while one types: both are told, the open text stays open, later keys are kept, the page list is right', async () => {
    const { alice, bob, docId } = await twoInOneDocument();
    const errors = [...watchErrors(alice), ...watchErrors(bob)];
    // a named version of the title as it is now, and a second page made after it
    const owner = await signedInClient('alice');
    await owner.post('doc/history/save', { id: docId, label: '初稿' });
    await bob.getByRole('button', { name: '+ 新建页面' }).click();
    await expect.poll(() => alice.getByTestId('page-list').locator('li').count()).toBe(2);
    await alice.getByTestId('page-list').locator('li').first().click();

    await openTitleAtEnd(alice);
    const typed = 'ABCDEFGHIJKLMNOP';
    const typing = alice.keyboard.type(typed, { delay: 250 });
    // after a few keys, Bob restores the version
    await expect.poll(() => editorText(alice)).toContain('ABC');
    await bob.getByRole('button', { name: '历史版本' }).click();
    const drawer = bob.getByTestId('history-drawer');
    await drawer.getByRole('button', { name: /初稿/ }).click();
    await drawer.getByRole('button', { name: '恢复此版本' }).click();
    await typing;

    // Alice was told who restored what, and her text box never closed
    await expect.poll(() => alice.getByText('李工 恢复了版本：初稿').count()).toBeGreaterThan(0);
    expect(await alice.getByTestId('text-editor').count()).toBe(1);
    // and she types on once the restore has reached her
    await alice.keyboard.type('QRST', { delay: 50 });
    // the keys typed after the restore are all there, in order, after the version's text (how
    // many of the first run came after it depends on how fast Bob's clicks were)
    await expect
      .poll(async () => {
        const [x, y, z] = [await editorText(alice), await listedTitle(bob), await serverText(docId)];
        return x === y && y === z ? x : `alice: ${x} / bob: ${y} / server: ${z}`;
      }, { timeout: 10_000 })
      .toMatch(/^未命名方案[A-T]+$/);
    const after = (await editorText(alice)).slice('未命名方案'.length);
    expect(`${typed}QRST`.endsWith(after), `kept keys: ${after}`).toBe(true);
    expect(after.length).toBeGreaterThan('QRST'.length);
    // the page list follows the restore at once: one page, drawn, for both
    await expect.poll(() => alice.getByTestId('page-list').locator('li').count()).toBe(1);
    await expect.poll(() => bob.getByTestId('page-list').locator('li').count()).toBe(1);
    expect(await alice.getByText('共 1 页').count()).toBe(1);
    // Bob, not typing, sees the title drawn on his canvas, and nothing far from it
    const title = boxOf((await serverDocAs(e2e.server.url, 'alice', docId)).pages[0]!.items[0]!);
    await expectDrawnAt(bob.getByTestId('editor-canvas'), title);
    await expectBlankAt(bob.getByTestId('editor-canvas'), farCorner([title]));
    await e2e.shot(alice, 'restore-notice-alice');
    // the restorer is offered undo, and it brings back what the restore replaced
    const notice = bob.getByRole('status').filter({ hasText: '已恢复版本：初稿' });
    await notice.waitFor();
    await notice.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => bob.getByTestId('page-list').locator('li').count()).toBe(2);
    expect(errors).toEqual([]);
  }, 120_000);

  it("a colleague's drag is seen moving, and the page a colleague is on is deleted with a word to them", async () => {
    const { alice, bob, docId } = await twoInOneDocument();
    const errors = [...watchErrors(alice), ...watchErrors(bob)];
    await alice.locator('.editor-toolbar').getByRole('button', { name: '形状' }).click();
    await alice.getByRole('menuitem', { name: '矩形' }).click();
    await expect.poll(() => syncStatus(alice), { timeout: 10_000 }).toBe('synced');
    const rect = (await serverDocAs(e2e.server.url, 'alice', docId)).pages[0]!.items.find((i) => i.tag === 'shape')!;
    const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    // Bob's canvas: is the rectangle's warm fill drawn at this page point?
    const warmAt = async (x: number, y: number) => {
      const p = await screenPoint(bob, x, y);
      return bob.getByTestId('editor-canvas').evaluate((root, at) => {
        const canvas = root.querySelector('canvas')!;
        const box = canvas.getBoundingClientRect();
        const [r, g, b] = canvas.getContext('2d')!.getImageData(Math.round((at.x - box.left) * devicePixelRatio), Math.round((at.y - box.top) * devicePixelRatio), 1, 1).data;
        return r! > 200 && g! > 120 && g! < 235 && b! < 120;
      }, p);
    };
    await expect.poll(() => warmAt(centre.x, centre.y)).toBe(true);
    // Alice drags it 500 page units right, slowly, and holds the button down half way
    const from = await screenPoint(alice, centre.x, centre.y);
    const to = await screenPoint(alice, centre.x + 500, centre.y);
    await alice.mouse.move(from.x, from.y);
    await alice.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await alice.mouse.move(from.x + ((to.x - from.x) * i) / 20, from.y);
      await alice.waitForTimeout(30);
    }
    // mid-drag: Bob already sees it half way, and Alice's pointer with it
    await expect.poll(() => warmAt(centre.x + 250, centre.y), { timeout: 5000 }).toBe(true);
    expect(await warmAt(centre.x - rect.width / 2 + 5, centre.y)).toBe(false);
    expect(await bob.getByTestId('remote-pointer').filter({ hasText: '王设计' }).count()).toBe(1);
    await e2e.shot(bob, 'remote-drag-midway');
    for (let i = 11; i <= 20; i++) await alice.mouse.move(from.x + ((to.x - from.x) * i) / 20, from.y);
    await alice.mouse.up();
    await expect.poll(() => warmAt(centre.x + 500, centre.y)).toBe(true);

    // Bob works on a second page; Alice deletes it
    await bob.getByRole('button', { name: '+ 新建页面' }).click();
    await expect.poll(() => alice.getByTestId('page-list').locator('li').count()).toBe(2);
    await alice.getByTestId('page-list').locator('li').nth(1).click({ button: 'right' });
    await alice.getByRole('menuitem', { name: '删除页面' }).click();
    await expect.poll(() => bob.getByText('你所在的页面已被协作者删除，已转到第 1 页').count()).toBeGreaterThan(0);
    await expect.poll(() => bob.getByTestId('page-list').locator('li').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);
});
