import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { useSubscription } from '../useSubscription';

/** The five design tools of spec 000 §1, in menu order. */
export const TOOLS = ['sdb', 'illuminance', 'lampcount', 'spotlight', 'voltagedrop'] as const;
/** The tools with a screen in this version (client/src/tools/ToolRoute.tsx), opened at /kit/tool/<code>. */
export const TOOL_SCREENS: readonly string[] = ['illuminance', 'lampcount', 'spotlight', 'voltagedrop', 'standards', 'greenbuilding'];
/** The look-ups beside the five tools (issue 16): standards' values and green-building criteria. */
export const LOOKUPS = ['standards', 'greenbuilding'] as const;

/**
 * Opening a tool: once the membership has expired a tool opens only if its app permission has
 * status 1 (spec 000 §4). A tool with a screen opens at /kit/tool/<code>, or, given `dialog`
 * (the header's tools menu), is handed to it to show as a dialog; the others say they are
 * coming. The scene trial tool (sdb) is a full page at its own route, /kit/sdb (spec 000 §2).
 */
export function useOpenTool(dialog?: (code: string) => void): (code: string) => Promise<void> {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const view = useSubscription(user);
  const navigate = useNavigate();
  return async (code) => {
    if (view?.badge === 'expired') {
      const apps = await api('app/permission').catch(() => []);
      if (!apps.some((a) => a.code === code && a.status === 1)) return toast('warning', t('tools.expiredLocked'));
    }
    if (code === 'sdb') return void navigate('/sdb');
    if (TOOL_SCREENS.includes(code)) return void (dialog ? dialog(code) : navigate(`/tool/${code}`));
    toast('info', t('tools.soon'));
  };
}
