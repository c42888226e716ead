import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_OFFSET } from '../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../shared/src/schema/types';
import { newBlankDeck } from '../helpers/browser';
import { screenPoint, serverDocAs, syncStatus } from './editor-page';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { boxOf, expectBlankAt, expectDrawnAt } from './drawn';

/*
 * Issue 19: the paste rule and per-user undo in the browser, with real keys. A paste lands under
 * the pointer (the copy's centre there), pasted again without moving it lands one step further
 * on (client/src/editor/paste-place.ts); Ctrl+Z takes back only one's own change, never a
 * colleague's made meanwhile.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { alice: '王设计', bobby: '李工' } });
});
afterAll(() => e2e.close());

const toolbar = (page: Page) => page.locator('.editor-toolbar');
const canvasOf = (page: Page) => page.getByTestId('editor-canvas');

/** 形状 → a shape, as a designer inserts one from the toolbar. */
async function insertShape(page: Page, name: string) {
  await toolbar(page).getByRole('button', { name: '形状' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** The first page's shapes as the server holds them. */
const serverShapes = async (username: string, docId: string): Promise<ElementJSON[]> =>
  (await serverDocAs(e2e.server.url, username, docId)).pages[0]!.items.filter((i) => i.tag === 'shape');

const centre = (el: ElementJSON) => ({ x: el.left + el.width / 2, y: el.top + el.height / 2 });

describe('paste and undo in the browser', () => {
  it('pastes under the pointer, and one step further on when pasted again without moving', async () => {
    const page = await signedInPage(e2e, 'alice');
    const errors = watchErrors(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const docId = await newBlankDeck(page);
    await insertShape(page, '矩形');
    await expect.poll(async () => (await serverShapes('alice', docId)).length, { timeout: 10_000 }).toBe(1);
    const original = (await serverShapes('alice', docId))[0]!;

    // the lower left of the page is empty before the paste
    const target = { x: 420, y: 800 };
    const landing = { x: target.x - original.width / 2, y: target.y - original.height / 2, width: original.width, height: original.height };
    await expectBlankAt(canvasOf(page), landing);

    // the new rectangle is selected: copy it, rest the pointer on the target, paste
    await page.keyboard.press('Control+C');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^lightkit\/elements:/);
    const at = await screenPoint(page, target.x, target.y);
    await page.mouse.move(at.x - 40, at.y - 40);
    await page.mouse.move(at.x, at.y, { steps: 4 });
    await page.keyboard.press('Control+V');
    await expect.poll(async () => (await serverShapes('alice', docId)).length, { timeout: 10_000 }).toBe(2);
    const first = (await serverShapes('alice', docId))[1]!;
    // the pointer sits on a whole screen pixel: its page point is within one screen pixel's worth
    const zoom = Number(await canvasOf(page).getAttribute('data-zoom'));
    expect(Math.abs(centre(first).x - target.x)).toBeLessThanOrEqual(1 / zoom + 0.5);
    expect(Math.abs(centre(first).y - target.y)).toBeLessThanOrEqual(1 / zoom + 0.5);
    expect([first.width, first.height]).toEqual([original.width, original.height]);
    await expectDrawnAt(canvasOf(page), boxOf(first));

    // again, the pointer still: one step right and down from the first copy
    await page.keyboard.press('Control+V');
    await expect.poll(async () => (await serverShapes('alice', docId)).length, { timeout: 10_000 }).toBe(3);
    const second = (await serverShapes('alice', docId))[2]!;
    expect([second.left - first.left, second.top - first.top]).toEqual([DUPLICATE_OFFSET, DUPLICATE_OFFSET]);
    await expectDrawnAt(canvasOf(page), boxOf(second));
    // the original is where it was, drawn there
    expect((await serverShapes('alice', docId))[0]).toMatchObject({ left: original.left, top: original.top });
    await expectDrawnAt(canvasOf(page), boxOf(original));
    await e2e.shot(page, 'paste-at-pointer');
    expect(errors).toEqual([]);
  });

  it("one's undo takes back one's own change, never a colleague's made meanwhile", async () => {
    const alice = await signedInPage(e2e, 'alice');
    const docId = await newBlankDeck(alice);
    await e2e.server.app.repos.members.set(docId, (await e2e.server.app.repos.users.byUsername('bobby'))!.id, 'edit', 0, null);
    const bob = await signedInPage(e2e, 'bobby');
    await bob.goto(`/kit/doc/${docId}`);
    await expect.poll(() => syncStatus(bob), { timeout: 10_000 }).toBe('synced');

    // Alice adds a rectangle X; once Bob has it, he adds a polygon Y (new shapes go where they cover nothing)
    await insertShape(alice, '矩形');
    await expect.poll(async () => (await serverShapes('alice', docId)).length, { timeout: 10_000 }).toBe(1);
    const x = (await serverShapes('alice', docId))[0]!;
    await expectDrawnAt(canvasOf(bob), boxOf(x));
    await insertShape(bob, '多边形');
    await expect.poll(async () => (await serverShapes('alice', docId)).length, { timeout: 10_000 }).toBe(2);
    const y = (await serverShapes('alice', docId)).find((s) => s.id !== x.id)!;
    expect(y.type).toBe('polygon');
    await expectDrawnAt(canvasOf(alice), boxOf(y));

    // Alice undoes: her rectangle goes, Bob's polygon stays, on the server and on both screens
    await alice.locator('body').click({ position: { x: 5, y: 5 } });
    await alice.keyboard.press('Control+Z');
    await expect.poll(async () => (await serverShapes('alice', docId)).map((s) => s.id), { timeout: 10_000 }).toEqual([y.id]);
    for (const page of [alice, bob]) {
      await expectBlankAt(canvasOf(page), boxOf(x));
      await expectDrawnAt(canvasOf(page), boxOf(y));
    }
    // and the title everyone started with is still there
    expect((await serverDocAs(e2e.server.url, 'bobby', docId)).pages[0]!.items.some((i) => i.tag === 'text')).toBe(true);
    await e2e.shot(alice, 'undo-own-change');
  });
});
