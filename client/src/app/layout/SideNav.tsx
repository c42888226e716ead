import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import type { ResponseOf } from '../../../../shared/src/protocol/endpoints';
import { folderOf } from '../../../../shared/src/protocol/workspace';
import { lastFolder, rememberFolder } from './last-folder';
import { api } from '../../api/client';
import { ContextMenu } from '../../ui/ContextMenu';
import { useLayer } from '../../ui/useLayer';
import { useLongPress } from '../../ui/useLongPress';
import { useWorkspaceChanges } from '../workspace/changes';
import { useLinks } from '../../state/links';
import { Brand } from './Brand';
import { HeaderLinks } from './HeaderLinks';
import { NewMenu } from './NewMenu';
import { PayButton } from './PayButton';
import { CloseIcon } from './ShellIcons';
import { ToolsMenu } from './ToolsMenu';

type Pinned = ResponseOf<'doc/visit/find'>;
const VIEWS = [
  ['latest', 'nav.home'],
  ['star', 'nav.star'],
  ['mine', 'nav.mine'],
  ['favor', 'nav.favor'],
  ['shared', 'nav.shared'],
] as const;

/** On a phone the navigation is a drawer: shown over the page while open. */
export interface Drawer {
  open: boolean;
  onClose: () => void;
}

/**
 * Side navigation of spec 000 §2: New, the views, trash, and the pinned (common) list. On a
 * phone (`drawer`) it slides over the page from the left, and carries what the header has no
 * room for there (membership, design assistant and tools, help); 新建 is the round button at
 * the bottom right instead. It stays mounted while closed, so the folder visited last is
 * remembered and the pinned list kept up to date all the same.
 */
export function SideNav({ drawer }: { drawer?: Drawer }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const dir = params.get('dir') ?? 'latest';
  const [pinned, setPinned] = useState<Pinned>([]);
  const [menu, setMenu] = useState<{ x: number; y: number; id: string } | null>(null);
  const links = useLinks();
  const here = folderOf(dir);
  useEffect(() => rememberFolder(here), [here]);
  const root = useRef<HTMLElement>(null);
  const open = drawer?.open ?? false;
  useLayer(open, drawer?.onClose);
  // the finger or the keyboard starts in the drawer, at its first link
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('.nav-items a')?.focus();
  }, [open]);

  const loadPinned = useCallback(() => void api('doc/visit/find', {}, { showError: false }).then(setPinned, () => undefined), [setPinned]);
  useEffect(loadPinned, [loadPinned]);
  useWorkspaceChanges(loadPinned);

  return (
    <>
      {open && <div className="drawer-backdrop" data-testid="nav-backdrop" onClick={drawer?.onClose} />}
      <nav
        ref={root}
        className={drawer ? `side-nav drawer${open ? ' open' : ''}` : 'side-nav'}
        aria-label={t('nav.mine')}
        data-testid="side-nav"
        // any link chosen closes the drawer, the page already shown too
        onClick={(e) => drawer && (e.target as HTMLElement).closest('a') && drawer.onClose()}
      >
        {drawer ? (
          <div className="drawer-head">
            <Brand />
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={drawer.onClose}>
              <CloseIcon />
            </button>
          </div>
        ) : (
          <NewMenu variant="side" />
        )}
        <ul className="nav-items">
          {VIEWS.map(([view, label]) => (
            <li key={view}>
              <NavLink
                to={`/desktop?dir=${view === 'mine' ? lastFolder() || 'mine' : view}`}
                className={() => ((dir === view || (view === 'mine' && here !== '')) && location.pathname.endsWith('/desktop') ? 'active' : '')}
              >
                {t(label)}
              </NavLink>
            </li>
          ))}
          {links.quotation && (
            <li>
              <a href={links.quotation} target="_blank" rel="noopener noreferrer">
                {t('nav.types.quotation')}
              </a>
            </li>
          )}
          {links.quick && (
            <li>
              <a href={links.quick} target="_blank" rel="noopener noreferrer">
                {t('nav.quickAssistant')}
              </a>
            </li>
          )}
          <li>
            <NavLink to="/plan/template">{t('nav.planAssistant')}</NavLink>
          </li>
          <li>
            <NavLink to="/product" end>{t('nav.productAssistant')}</NavLink>
          </li>
          <li>
            <NavLink to="/source">{t('sourceUi.nav')}</NavLink>
          </li>
          <li>
            <NavLink to="/tool">{t('nav.tools')}</NavLink>
          </li>
          <li>
            <NavLink to="/trash">{t('nav.trash')}</NavLink>
          </li>
        </ul>
        <section className="pinned">
          <h3>{t('nav.pinned')}</h3>
          {pinned.length === 0 && <p className="muted small">{t('nav.pinnedEmpty')}</p>}
          <ul data-testid="pinned">
            {pinned.map((p) => (
              <li key={p.id}>
                <PinnedLink pin={p} onMenu={(x, y) => setMenu({ x, y, id: p.id })} />
              </li>
            ))}
          </ul>
        </section>
        {menu && (
          <ContextMenu
            x={menu.x}
            y={menu.y}
            onClose={() => setMenu(null)}
            items={[{ label: t('nav.unpin'), onSelect: () => void api('doc/visit/update', { id: menu.id, pin: '0' }).then(setPinned) }]}
          />
        )}
        {drawer && (
          <section className="drawer-extras">
            <PayButton />
            <ToolsMenu menu={false} />
            <HeaderLinks />
          </section>
        )}
      </nav>
    </>
  );
}

/** A pinned document or folder; its menu (移出常用) opens on a right-click or a long press. */
function PinnedLink({ pin, onMenu }: { pin: Pinned[number]; onMenu: (x: number, y: number) => void }) {
  const press = useLongPress(onMenu);
  return (
    <NavLink
      to={pin.type === 'folder' || pin.type === 'project' ? `/desktop?dir=${pin.id}` : `/doc/${pin.id}`}
      onPointerDown={press.onPointerDown}
      onPointerMove={press.onPointerMove}
      onPointerUp={press.onPointerUp}
      onPointerCancel={press.onPointerCancel}
      onTouchEnd={press.onTouchEnd}
      onClick={(e) => press.consumeFired() && e.preventDefault()}
      onContextMenu={(e) => {
        e.preventDefault();
        onMenu(e.clientX, e.clientY);
      }}
    >
      {pin.name}
    </NavLink>
  );
}
