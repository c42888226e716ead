import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';
import { setupI18n } from '../i18n/setup';

/**
 * For unit tests that draw editor chrome into happy-dom the way the app does: the catalogues in
 * Chinese, React's act() environment, and one root per test, unmounted and cleared after it.
 * Call once at the top of a test file; `render` (re)draws into the current test's root.
 */
export function domTestRoot(): { render(node: ReactNode): void } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let root: Root | null = null;
  beforeAll(async () => {
    const i18n = await setupI18n();
    await i18n.changeLanguage('zh-CN');
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });
  return {
    render(node) {
      if (!root) {
        const host = document.createElement('div');
        document.body.append(host);
        root = createRoot(host);
      }
      act(() => root!.render(node));
    },
  };
}
