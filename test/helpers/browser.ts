import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium, as its headless shell (package chromium-headless-shell) when installed:
 * the same engine without the desktop browser around it, which opens a page in about half the
 * time and took three of the twenty CI minutes off the browser tests. The full browser
 * (package chromium) serves otherwise; CHROMIUM_PATH overrides. Browsers cannot be downloaded here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

// Without the background-networking flags Chromium keeps dialling Google hosts that this
// network refuses; --no-sandbox because tests run as root.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium-headless-shell`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

/**
 * A browser with a profile on disk, like a person's own: the contexts of launchBrowser() are
 * off the record, and Chromium never offers to install an app there. close() removes the profile.
 */
export async function launchProfile(options: { baseURL: string; viewport: { width: number; height: number } }): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium-headless-shell`);
  const dir = mkdtempSync(join(tmpdir(), 'lightkit-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: FLAGS, headless: true, locale: 'zh-CN', ...options });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

export const screenshotDir = (): string => {
  const dir = process.env.SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), 'lightkit-shots-'));
  return dir;
};

/**
 * A new tab in `context` signed in as a returning visitor: the session cookie is got through
 * the context's own request client (it shares the browser's cookie jar), and the tab opens the
 * desktop. Signing in through the Login page itself is tested where that page is the subject
 * (account, session, touch-shell); here it would only cost each test a page load.
 */
export async function signInPage(context: BrowserContext, username: string, password: string): Promise<Page> {
  const answer = (await (await context.request.post('/kapi/auth/login', { data: { username, password } })).json()) as { status: number; msg?: string };
  if (answer.status !== 0) throw new Error(`signing in ${username} failed: ${answer.msg ?? answer.status}`);
  const page = await context.newPage();
  await page.goto('/kit/desktop');
  await page.locator('.desktop-toolbar').waitFor();
  return page;
}

/** From the desktop: a new blank deck, opened, once it has reached the server; returns its id. */
export async function newBlankDeck(page: Page): Promise<string> {
  await page.getByRole('button', { name: '新建空白方案' }).click();
  await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
  await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 10_000 });
  return page.url().split('/').pop()!;
}
