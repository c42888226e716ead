import { describe, expect, it } from 'vitest';
import { LANGUAGES, translate, type MessageKey } from '../../../../shared/src/i18n';
import { helpSections } from './help-text';

describe('the help page names the save status as the editor shows it', () => {
  it.each(LANGUAGES)('%s', (lang) => {
    const t = (key: string, params?: Record<string, string>) => translate(lang, key as MessageKey, params);
    const offline = helpSections(t).find((s) => s.id === 'offline')!.text;
    // the badge's own words, from the badge's own keys
    for (const status of ['local', 'syncing', 'synced'] as const) expect(offline).toContain(translate(lang, `docPage.status.${status}`));
    // and nothing in the catalogue spells a status out by hand: it is read from those keys
    const template = translate(lang, 'help.offline'); // placeholders left empty
    for (const status of ['local', 'syncing', 'synced'] as const) expect(template).not.toContain(translate(lang, `docPage.status.${status}`));
  });
});
