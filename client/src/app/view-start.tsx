import { setupI18n } from '../i18n/setup';
import { mount } from './mount';
import { App } from './ViewApp';

/** The shared viewer's app, started once its deck has been asked for (view-main.tsx). */
export async function start(): Promise<void> {
  await setupI18n();
  mount(App);
}
