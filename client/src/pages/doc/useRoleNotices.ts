import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../state/toasts';
import type { DocSession } from '../../sync/doc-session';

/**
 * Says in words when this account's role changes while the document is open (the owner
 * lowered or raised it): the editor switches by itself, the person should know why.
 */
export function useRoleNotices(session: DocSession | null, readOnly: boolean, accessEnded: boolean): void {
  const { t } = useTranslation();
  const before = useRef<{ session: DocSession | null; readOnly: boolean } | null>(null);
  useEffect(() => {
    const prev = before.current;
    before.current = { session, readOnly };
    // the first answer for a session is where it starts, not a change
    if (!session || !prev || prev.session !== session || accessEnded || prev.readOnly === readOnly) return;
    toast(readOnly ? 'warning' : 'success', t(readOnly ? 'member.lostEdit' : 'member.canEditAgain'));
  }, [session, readOnly, accessEnded, t]);
}
