import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; CHROMIUM_PATH overrides. Browsers cannot be downloaded here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

/**
 * A browser with a profile on disk, like a person's own: the contexts of launchBrowser() are
 * off the record, and Chromium never offers to install an app there. close() removes the profile.
 */
export async function launchProfile(options: { baseURL: string; viewport: { width: number; height: number } }): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium`);
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

/** A new tab in `context` signed in through the Login page; it ends on the desktop. */
export async function signInPage(context: BrowserContext, username: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/kit/login');
  await page.getByLabel('账号或手机号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/kit\/desktop$/);
  return page;
}

/** From the desktop: a new blank deck, opened, once it has reached the server; returns its id. */
export async function newBlankDeck(page: Page): Promise<string> {
  await page.getByRole('button', { name: '新建空白方案' }).click();
  await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
  await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 10_000 });
  return page.url().split('/').pop()!;
}
