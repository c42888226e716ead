export const HELP_SECTIONS = ['start', 'offline', 'share', 'history'] as const;

/**
 * The help sections, title and text. The save status is named with the editor's own words
 * (docPage.status.*, what its status badge shows), so help and app can never say it differently.
 */
export function helpSections(t: (key: string, params?: Record<string, string>) => string) {
  const status = { local: t('docPage.status.local'), syncing: t('docPage.status.syncing'), synced: t('docPage.status.synced') };
  return HELP_SECTIONS.map((s) => ({ id: s, title: t(`help.${s}Title`), text: t(`help.${s}`, status) }));
}
