import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CLIENT_DIR } from '../../scripts/ensure-build';
import { ROOT } from '../../scripts/source-hash';
import { launchBrowser, signInPage } from '../helpers/browser';
import { newServer, type TestServer } from '../helpers/server';

/** Screenshots land in test-results/ (ignored by git) for a person to look at. */
export const SHOTS = join(ROOT, 'test-results', 'screenshots');

/** A screen to test on: its size, and whether it is a touch device. */
export interface Device {
  name: string;
  width: number;
  height: number;
  touch: boolean;
}
/** The screens of issue 23: a phone, a tablet both ways, and the desktop. */
export const DEVICES = {
  phone: { name: 'phone', width: 390, height: 844, touch: true },
  tabletPortrait: { name: 'tablet-portrait', width: 768, height: 1024, touch: true },
  tabletLandscape: { name: 'tablet-landscape', width: 1024, height: 768, touch: true },
  desktop: { name: 'desktop', width: 1440, height: 900, touch: false },
} as const satisfies Record<string, Device>;

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** a fresh browser profile (cookies, storage) in zh-CN, like a new visitor */
  context(locale?: string): Promise<BrowserContext>;
  /** a fresh profile on a touch device of this size (a phone at 390 × 844, a tablet at 768 × 1024…) */
  deviceContext(device: Device, locale?: string): Promise<BrowserContext>;
  shot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * One Chromium for the whole stage: the e2e files run one after another in one worker
 * (fileParallelism off, isolate off), so each file borrows this browser instead of starting its
 * own, and closes every context it opened when it ends. A browser that died is started again.
 */
let shared: Promise<Browser> | null = null;
async function sharedBrowser(): Promise<Browser> {
  const current = shared && (await shared.catch(() => null));
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  const browser = await shared;
  // the worker's exit ends the browser too (its pipe closes); this only makes it prompt
  process.once('beforeExit', () => void browser.close().catch(() => undefined));
  return browser;
}

/** env: server configuration for this file's server (e.g. LINK_* addresses). */
/**
 * A real server on port 0 and Chromium. `accounts` are made at once (username → nickname),
 * all with the password signedInPage uses.
 */
export async function startE2E(options: { env?: Record<string, string>; accounts?: Record<string, string> } = {}): Promise<E2E> {
  const server = await newServer({ clientDir: CLIENT_DIR, env: options.env });
  for (const [username, nickname] of Object.entries(options.accounts ?? {})) await server.app.services.accounts.create({ username, password: 'light2026', nickname });
  const browser = await sharedBrowser();
  const contexts: BrowserContext[] = [];
  mkdirSync(SHOTS, { recursive: true });
  return {
    server,
    browser,
    async context(locale = 'zh-CN') {
      const context = await browser.newContext({ baseURL: server.url, locale, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      return context;
    },
    async deviceContext(device, locale = 'zh-CN') {
      const context = await browser.newContext({ baseURL: server.url, locale, viewport: { width: device.width, height: device.height }, isMobile: device.touch, hasTouch: device.touch, deviceScaleFactor: 1 });
      contexts.push(context);
      return context;
    },
    async shot(page, name) {
      // for a person to look at: a CI runner has nobody to look, and two hundred of them cost
      // half a minute of its twenty (LIGHTKIT_SHOTS=1 keeps them there too)
      if (process.env.CI && process.env.LIGHTKIT_SHOTS !== '1') return;
      await page.screenshot({ path: join(SHOTS, `${name}.png`) });
    },
    async close() {
      // every context of this file, also those a test made on e2e.browser directly
      for (const c of new Set([...contexts, ...browser.contexts()])) await c.close().catch(() => undefined);
      await server.stop();
    },
  };
}

/** A new browser profile signed in as `username` through the Login page; returns its page. */
export async function signedInPage(e2e: E2E, username: string, password = 'light2026'): Promise<Page> {
  return signInPage(await e2e.context(), username, password);
}

/** Collects uncaught page errors so a test can assert the page never crashed. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
