import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ResponseOf } from '../../../../shared/src/protocol/endpoints';
import { folderOf, type Row } from '../../../../shared/src/protocol/workspace';
import { lastFolder, rememberFolder } from './last-folder';
import { api } from '../../api/client';
import { createDocumentLocally } from '../../sync/create-doc';
import { toast } from '../../state/toasts';
import type { DocType } from '../../../../shared/src/schema/types';
import { ContextMenu } from '../../ui/ContextMenu';
import { NameDialog } from '../../ui/NameDialog';
import { useLayer } from '../../ui/useLayer';
import { ProjectDialog } from '../workspace/ProjectDialog';
import { workspaceChanged, useWorkspaceChanges } from '../workspace/changes';
import { useLinks } from '../../state/links';
import { openExternal } from './open-external';

type Pinned = ResponseOf<'doc/visit/find'>;
/** The New menu (spec 000 §2): containers, then every kind; scene and quick live elsewhere. */
const NEW_KINDS = ['folder', 'project', 'plan', 'slt', 'spc', 'pqt', 'cet', 'ect', 'djb', 'scene', 'quick', 'quotation'] as const;
const VIEWS = [
  ['latest', 'nav.home'],
  ['star', 'nav.star'],
  ['mine', 'nav.mine'],
  ['favor', 'nav.favor'],
  ['shared', 'nav.shared'],
] as const;

/** Side navigation of spec 000 §2: New, the views, trash, and the pinned (common) list. */
export function SideNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const dir = params.get('dir') ?? 'latest';
  const [newOpen, setNewOpen] = useState(false);
  const newWrap = useRef<HTMLDivElement>(null);
  useLayer(newOpen, () => setNewOpen(false), newWrap);
  const [dialog, setDialog] = useState<'folder' | 'project' | DocType | null>(null);
  const [pinned, setPinned] = useState<Pinned>([]);
  const [menu, setMenu] = useState<{ x: number; y: number; id: string } | null>(null);
  const links = useLinks();
  // new folders and projects go where the user is (spec 000 §2: the last visited folder)
  const here = folderOf(dir);
  useEffect(() => rememberFolder(here), [here]);

  const loadPinned = useCallback(() => void api('doc/visit/find', {}, { showError: false }).then(setPinned, () => undefined), [setPinned]);
  useEffect(loadPinned, [loadPinned]);
  useWorkspaceChanges(loadPinned);

  /**
   * A folder or project was just made. Where the user is looking at the place it went, it shows
   * up there; anywhere else (Home, starred…, which list no folders) a toast says where it went,
   * with a link that opens it.
   */
  const created = (row: Row) => {
    workspaceChanged();
    const inView = pathname.endsWith('/desktop') && (row.pid === '' ? dir === 'mine' : dir === row.pid);
    if (inView) return;
    const what = { type: t(`nav.types.${row.type}`), name: row.name };
    toast('success', row.pid === '' ? t('nav.createdIn', { ...what, place: t('nav.mine') }) : t('nav.created', what), { label: t('nav.openCreated'), run: () => navigate(`/desktop?dir=${row.id}`) });
  };

  /** A document of another kind: asked for a name, created on this device first. */
  const newDocument = async (type: DocType, name: string) => {
    const id = await createDocumentLocally({ type, template: '', name, dir: here });
    workspaceChanged();
    navigate(`/doc/${id}`);
  };
  const choose = (kind: string) => {
    setNewOpen(false);
    if (kind === 'folder' || kind === 'project') setDialog(kind);
    else if (kind === 'plan') navigate(`/plan/template${here ? `?dir=${here}` : ''}`);
    else if (kind === 'scene') toast('info', t('nav.hintScene'));
    else if (kind === 'quick') toast('info', t('nav.hintQuick'));
    else if (kind === 'quotation') openExternal(links.quotation, t('nav.types.quotation'));
    else setDialog(kind as DocType);
  };

  return (
    <nav className="side-nav" aria-label={t('nav.mine')}>
      <div className="new-wrap" ref={newWrap}>
        <button type="button" className="primary block" aria-haspopup="menu" aria-expanded={newOpen} onClick={() => setNewOpen((v) => !v)}>
          + {t('nav.new')}
        </button>
        {newOpen && (
          <div className="new-popover" role="menu">
            {NEW_KINDS.map((kind) => (
              <button key={kind} type="button" role="menuitem" onClick={() => choose(kind)}>
                {t(`nav.types.${kind}`)}
              </button>
            ))}
          </div>
        )}
      </div>
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
              <NavLink
                to={p.type === 'folder' || p.type === 'project' ? `/desktop?dir=${p.id}` : `/doc/${p.id}`}
                onContextMenu={(e) => {
                  e.preventDefault();
                  setMenu({ x: e.clientX, y: e.clientY, id: p.id });
                }}
              >
                {p.name}
              </NavLink>
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
      {dialog === 'folder' && (
        <NameDialog
          title={t('dialogs.newFolder')}
          label={t('dialogs.folderName')}
          onSubmit={(name) => api('doc/createfolder', { pid: here, name }, { showError: false }).then(created)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'project' && <ProjectDialog pid={here} onDone={(row) => (row ? created(row) : workspaceChanged())} onClose={() => setDialog(null)} />}
      {dialog !== null && dialog !== 'folder' && dialog !== 'project' && (
        <NameDialog
          title={t('nav.newOf', { type: t(`nav.types.${dialog}`) })}
          label={t('nav.docName')}
          maxLength={100}
          onSubmit={(name) => newDocument(dialog, name.trim() || t(`nav.types.${dialog}`))}
          onClose={() => setDialog(null)}
        />
      )}
    </nav>
  );
}
