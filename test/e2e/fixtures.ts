import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CLIENT_DIR } from '../../scripts/ensure-build';
import { ROOT } from '../../scripts/source-hash';
import { launchBrowser, signInPage } from '../helpers/browser';
import { newServer, type TestServer } from '../helpers/server';

/** Screenshots land in test-results/ (ignored by git) for a person to look at. */
export const SHOTS = join(ROOT, 'test-results', 'screenshots');

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** a fresh browser profile (cookies, storage) in zh-CN, like a new visitor */
  context(locale?: string): Promise<BrowserContext>;
  shot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/** env: server configuration for this file's server (e.g. LINK_* addresses). */
export async function startE2E(options: { env?: Record<string, string> } = {}): Promise<E2E> {
  const server = await newServer({ clientDir: CLIENT_DIR, env: options.env });
  const browser = await launchBrowser();
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
    async shot(page, name) {
      await page.screenshot({ path: join(SHOTS, `${name}.png`) });
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
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
