// Every page of built-in decks drawn full size, for a person to read: starts a throwaway server
// (temp DATA_DIR, port 0), creates each deck as a signed-in user, plays it in Chromium at
// 1440 × 900 and saves one PNG per page under test-results/deck-shots/<template>/.
// `npx tsx scripts/deck-shots.ts home office` (no ids: every deck in decks.ts). Not part of
// `npm test`: the browser test keeps a cover and two pages of each; this is the whole read.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DECKS } from '../shared/src/templates/decks';
import { launchBrowser, signInPage } from '../test/helpers/browser';
import { newServer } from '../test/helpers/server';
import { newClient } from '../test/helpers/http';
import { CLIENT_DIR, ensureClientBuild } from './ensure-build';
import { ROOT } from './source-hash';

const ids = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const short = process.argv.includes('--short');
const wanted = ids.length > 0 ? ids : Object.keys(DECKS);

ensureClientBuild();
const server = await newServer({ clientDir: CLIENT_DIR });
const browser = await launchBrowser();
try {
  await server.app.services.accounts.create({ username: 'deckshots', password: 'light2026', nickname: '王设计' });
  const http = newClient(server.url);
  await http.post('auth/login', { username: 'deckshots', password: 'light2026' });
  await http.post('auth/setting', { company: '光屿照明设计工作室', contact: '', address: '', mobile: '', phone: '', email: '', logo: '', slogan: '' });
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const page = await signInPage(context, 'deckshots', 'light2026');
  for (const id of wanted) {
    // the hospital deck cannot be created: it is shown through a copy made as a blank-deck update
    const made = await http.post<{ id: string }>('doc/create', { type: 'plan', dir: '', template: id === 'hospital' ? 'home' : id, name: '滨江壹号 张宅', short });
    if (made.status !== 0) throw new Error(`${id}: ${made.message}`);
    if (id === 'hospital') {
      const { deckDocument } = await import('../shared/src/templates/registry');
      const json = deckDocument('hospital', { name: '滨江壹号 张宅', author: { username: 'deckshots', nickname: '王设计' }, short })!;
      const answer = await http.post('doc/update', { id: made.data.id, ...json, template: 'home' });
      if (answer.status !== 0) throw new Error(`hospital: ${answer.message}`);
    }
    const dir = join(ROOT, 'test-results', 'deck-shots', `${id}${short ? '-short' : ''}`);
    mkdirSync(dir, { recursive: true });
    await page.goto(`/kit/doc/${made.data.id}`);
    await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 20_000 });
    const count = await page.getByTestId('page-list').locator('li').count();
    await page.getByTestId('page-list').locator('li').first().click();
    await page.getByRole('button', { name: '▶ 演示' }).click();
    const play = page.getByTestId('play-mode');
    await play.waitFor();
    for (let n = 1; n <= count; n++) {
      await page.waitForTimeout(250);
      await page.screenshot({ path: join(dir, `${String(n).padStart(2, '0')}.png`) });
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Escape');
    console.log(`${id}: ${count} pages → ${dir}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
