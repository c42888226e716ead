import type { MessageKey } from '../../../../shared/src/i18n';

/**
 * The tag a server version carries in the history drawer, by its kind: restores, and the two
 * versions around a merge of offline changes (issue 19), so either side can be found and
 * restored. Automatic, named and creation versions carry none.
 */
export function versionKindKey(kind: string): MessageKey | null {
  if (kind === 'restore') return 'history.restored';
  if (kind === 'merge') return 'syncTrust.merge';
  if (kind === 'before-merge') return 'syncTrust.beforeMerge';
  return null;
}
