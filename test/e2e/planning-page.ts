import type { Page } from 'playwright-core';
import type { ElementJSON } from '../../shared/src/schema/types';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { serverDocAs } from './editor-page';
import { DEVICES, watchErrors, type E2E } from './fixtures';

/** The editor's format panel, where the planning charts' inspectors are. */
export const panel = (page: Page) => page.getByTestId('format-panel');

/**
 * The first steps of every planning-chart browser test (issue 11): `user` signs in on a
 * desktop, opens a new blank deck and inserts a chart from the 照明 menu's 规划图表 entry named
 * `menuLabel`; `chart()` reads the chart of `tag` back from the server's copy of the document.
 */
export async function insertPlanningChart(e2e: E2E, user: string, menuLabel: string, tag: string) {
  const page = await signInPage(await e2e.deviceContext(DEVICES.desktop), user, 'light2026');
  const errors = watchErrors(page);
  const docId = await newBlankDeck(page);
  await page.locator('.editor-toolbar').getByRole('button', { name: '照明' }).click();
  await page.getByRole('menuitem', { name: menuLabel }).click();
  const chart = async () => (await serverDocAs(e2e.server.url, user, docId)).pages[0]!.items.find((el) => el.tag === tag) as ElementJSON | undefined;
  return { page, errors, docId, chart };
}
