import { mount } from './mount';
import { App } from './ViewApp';

/** When the viewer's app began to run: its deck must have been asked for before (touch-viewer.e2e.ts). */
export const APP_MARK = 'lk:viewer-app';

/** The shared viewer's app, started once its deck and its catalogue have been asked for (view-main.tsx). */
export async function start(i18n: Promise<unknown>): Promise<void> {
  performance.mark(APP_MARK);
  await i18n;
  mount(App);
}
