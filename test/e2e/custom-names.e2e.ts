import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NameEntry } from '../../shared/src/planning/custom-names';
import { insertPlanningChart, panel } from './planning-page';
import { startE2E, type E2E } from './fixtures';

// Issue 11: custom scene names follow the designer. A name typed on one device (one browser
// profile) is merged with the account and offered on another device signed in as the same
// account; a removal there reaches the account too.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { namer: '名称设计师' } });
});
afterAll(() => e2e.close());

/** The account's scene names as the server stores them. */
const storedScenes = (): NameEntry[] => {
  const row = e2e.server.db
    .prepare<[string], { entries: string }>(`SELECT n.entries FROM user_names n JOIN users u ON u.id = n.user_id WHERE u.username = ? AND n.kind = 'scene'`)
    .get('namer');
  return row ? (JSON.parse(row.entries) as NameEntry[]) : [];
};
const liveStored = () => storedScenes().filter((e) => !e.removed).map((e) => e.name);

describe('custom scene names', () => {
  it('typed on one device are offered on another of the same account, and a removal follows too', async () => {
    // device 1: a scene named 烛光晚餐 in the space-illuminance chart
    const one = await insertPlanningChart(e2e, 'namer', '空间照度图', 'lit-area');
    await panel(one.page).getByLabel('新场景名称', { exact: true }).fill('烛光晚餐');
    await panel(one.page).getByRole('button', { name: '+ 添加场景' }).click();
    await expect.poll(liveStored, { timeout: 10_000 }).toEqual(['烛光晚餐']);
    expect(await one.page.evaluate(() => localStorage.getItem('lit:scene-names'))).toContain('烛光晚餐');

    // device 2 (a new browser profile, nothing stored): the mode chart's name field offers it
    const two = await insertPlanningChart(e2e, 'namer', '照度色温模式图', 'lit-ill-cct');
    const offered = () => panel(two.page).locator('.ill-cct-modes datalist option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await expect.poll(offered, { timeout: 10_000 }).toContain('烛光晚餐');
    expect(await offered()).toContain('晨起');
    await e2e.shot(two.page, 'custom-names-second-device');

    // removed there: gone from the suggestions and, after the merge, from the account
    await panel(two.page).locator('.ill-cct-modes .custom-names summary').click();
    await panel(two.page).getByRole('button', { name: '删除自定义名称“烛光晚餐”' }).click();
    await expect.poll(offered).not.toContain('烛光晚餐');
    await expect.poll(liveStored, { timeout: 10_000 }).toEqual([]);
    expect(storedScenes()).toMatchObject([{ name: '烛光晚餐', removed: true }]);

    // back on device 1, a reload merges again: the name is no longer offered there either
    await one.page.reload();
    await one.page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 10_000 });
    const stored1 = () => one.page.evaluate(() => localStorage.getItem('lit:scene-names') ?? '');
    // select the chart through the (screen-reader) element list: its inspector starts the merge
    await one.page.getByTestId('element-list').locator('button', { hasText: '空间照度' }).first().dispatchEvent('click');
    await panel(one.page).locator('.custom-names').waitFor();
    await expect.poll(async () => (JSON.parse(await stored1()) as { entries: NameEntry[] }).entries, { timeout: 10_000 }).toMatchObject([{ name: '烛光晚餐', removed: true }]);
    expect([...one.errors, ...two.errors]).toEqual([]);
  });
});
