import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { meta } from '../../../../shared/src/schema/doc';
import { RESTORE_KEY, restoreMarkerOf } from '../../../../shared/src/schema/restore-marker';
import { toast } from '../../state/toasts';
import { LOCAL_ORIGIN, type DocSession } from '../../sync/doc-session';

/** A restore older than this (found when opening or syncing later) is history, not news. */
const NEWS_MS = 2 * 60_000;

/**
 * Everyone in the document is told when a version is restored (issue 22): the restorer with
 * 撤销 and 查看, the others with who did it. Told once per restore, never for an undo of one.
 */
export function useRestoreNotices(session: DocSession | null, undo: () => void, openHistory: () => void): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!session) return;
    let newest = restoreMarkerOf(session.doc)?.at ?? 0;
    const onMeta = (event: Y.YMapEvent<unknown>) => {
      if (!event.keysChanged.has(RESTORE_KEY) || event.transaction.origin instanceof Y.UndoManager) return;
      const marker = restoreMarkerOf(session.doc);
      // an undo elsewhere puts an older marker back; a restore long ago is not news
      if (!marker || marker.at <= newest || Date.now() - marker.at > NEWS_MS) return;
      newest = marker.at;
      const view = { label: t('restore.view'), run: openHistory };
      if (event.transaction.origin === LOCAL_ORIGIN) toast('success', t('restore.mine', { what: marker.what }), { label: t('restore.undo'), run: undo }, view);
      else toast('info', t('restore.theirs', { name: marker.by.name || t('restore.someone'), what: marker.what }), view);
    };
    meta(session.doc).observe(onMeta);
    return () => meta(session.doc).unobserve(onMeta);
  }, [session, undo, openHistory, t]);
}
