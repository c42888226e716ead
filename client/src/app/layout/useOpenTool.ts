import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { useSubscription } from '../useSubscription';

/** The five design tools of spec 000 §1, in menu order. */
export const TOOLS = ['sdb', 'illuminance', 'lampcount', 'spotlight', 'voltagedrop'] as const;

/**
 * Opening a tool: once the membership has expired a tool opens only if its app permission has
 * status 1 (spec 000 §4). The tools themselves arrive in a later version.
 */
export function useOpenTool(): (code: string) => Promise<void> {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const view = useSubscription(user);
  return async (code) => {
    if (view?.badge === 'expired') {
      const apps = await api('app/permission').catch(() => []);
      if (!apps.some((a) => a.code === code && a.status === 1)) return toast('warning', t('tools.expiredLocked'));
    }
    toast('info', t('tools.soon'));
  };
}
