import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { ContextMenu } from '../../ui/ContextMenu';
import { Dialog } from '../../ui/Dialog';
import { TOOLS, useOpenTool } from './useOpenTool';

// the dialog, the calculators and the deck picker load when a tool is chosen, not with the header
const HeaderToolDialog = lazy(async () => ({ default: (await import('./HeaderToolDialog')).HeaderToolDialog }));

/**
 * The tools menu (spec 000 §2) and the design-assistant entry. When the membership has expired
 * a tool opens only if its app permission has status 1 (spec 000 §4); the design assistant
 * needs the design-tool licence, else a modal explains. A calculator chosen here opens as a
 * dialog over the page (the scene trial, a full-page tool, opens its page). Without `menu` (the
 * phone's drawer, whose navigation links to the tools page) only the design assistant.
 */
export function ToolsMenu({ menu: withMenu = true }: { menu?: boolean }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const { pathname } = useLocation();
  // the tool shown as a dialog, and the page it was opened over: leaving that page closes it
  const [tool, setTool] = useState<{ code: string; over: string } | null>(null);
  const openTool = useOpenTool((code) => setTool({ code, over: pathname }));
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [noLicence, setNoLicence] = useState(false);

  return (
    <>
      <button type="button" className="header-link" onClick={() => (user.kujiale.enable ? toast('info', t('tools.soon')) : setNoLicence(true))}>
        {t('tools.designAssistant')}
      </button>
      {withMenu && (
        <button
          type="button"
          className="header-link"
          aria-haspopup="menu"
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            setMenu({ x: box.left, y: box.bottom + 6 });
          }}
        >
          {t('tools.menu')}
        </button>
      )}
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          onClose={() => setMenu(null)}
          items={TOOLS.map((code) => ({ label: `${t(`tools.items.${code}.name`)} · ${t(`tools.items.${code}.desc`)}`, onSelect: () => void openTool(code) }))}
        />
      )}
      {tool && tool.over === pathname && (
        <Suspense fallback={null}>
          <HeaderToolDialog code={tool.code} onClose={() => setTool(null)} />
        </Suspense>
      )}
      {noLicence && (
        <Dialog title={t('tools.noLicenceTitle')} width={420} onClose={() => setNoLicence(false)} testId="no-licence">
          <p>{t('tools.noLicenceBody')}</p>
        </Dialog>
      )}
    </>
  );
}
