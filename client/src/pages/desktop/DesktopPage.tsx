import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { folderOf, type FolderNode, type Row } from '../../../../shared/src/protocol/workspace';
import { api } from '../../api/client';
import { useSubscription } from '../../app/useSubscription';
import { workspaceChanged, useWorkspaceChanges } from '../../app/workspace/changes';
import { ItemCard } from '../../desktop/ItemCard';
import { useDocList } from '../../desktop/useDocList';
import { useItemActions } from '../../desktop/useItemActions';
import { userAtom } from '../../state/session';
import { createDocumentLocally } from '../../sync/create-doc';
import { db } from '../../storage/db';
import { ContextMenu } from '../../ui/ContextMenu';
import { forgetFolder } from '../../app/layout/last-folder';
import { useScreen } from '../../ui/screen';

const VIEW_TITLES: Record<string, string> = { latest: 'nav.home', star: 'nav.star', mine: 'nav.mine', favor: 'nav.favor', shared: 'nav.shared' };

function pathTo(tree: FolderNode[], id: string): FolderNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The desktop (spec 000 §2): a view (latest, star, mine, favor) or a folder, as a grid or list. */
export function DesktopPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const view = useSubscription(user);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get('dir') ?? 'latest';
  // an unknown value shows Home rather than an error
  const dir = asked in VIEW_TITLES || folderOf(asked) !== '' ? asked : 'latest';
  const list = useDocList(user.uuid, dir);
  const actions = useItemActions();
  const [selected, setSelected] = useState<string[]>([]);
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [layout, setLayout] = useState<'grid' | 'table'>(() => (localStorage.getItem('lk.layout') === 'table' ? 'table' : 'grid'));
  const [crumbs, setCrumbs] = useState<FolderNode[]>([]);
  const [pending, setPending] = useState<Set<string>>(new Set());
  const sentinel = useRef<HTMLDivElement>(null);
  const isFolder = folderOf(dir) !== '';
  const { touch } = useScreen();

  useWorkspaceChanges(list.reload);
  // a folder that is gone (deleted, or from a stale link): back to the top level
  useEffect(() => {
    if (!list.missing || !isFolder) return;
    forgetFolder(dir);
    navigate('/desktop?dir=mine', { replace: true });
  }, [list.missing, isFolder, dir, navigate]);
  useEffect(() => {
    void db.pendingCreates.toArray().then((p) => setPending(new Set(p.map((x) => x.id))));
  }, [list.rows]);
  useEffect(() => {
    if (isFolder) void api('doc/getfolders', {}, { showError: false }).then((tree) => setCrumbs(pathTo(tree, dir)), () => setCrumbs([]));
  }, [dir, isFolder]);
  // infinite paging: the next page when the end of the list scrolls into view
  const { more, loading, loadMore } = list;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !loading && loadMore());
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, loading, loadMore]);

  // click selects one; Ctrl/⌘ toggles; Shift extends from the last selected
  const click = (row: Row, e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey) setSelected((s) => (s.includes(row.id) ? s.filter((x) => x !== row.id) : [...s, row.id]));
    else if (e.shiftKey && selected.length) {
      const ids = list.rows.map((r) => r.id);
      const ends = [ids.indexOf(selected[selected.length - 1]!), ids.indexOf(row.id)].sort((x, y) => x - y);
      setSelected(ids.slice(ends[0], ends[1]! + 1));
    } else setSelected([row.id]);
  };

  const newBlank = async () => {
    const id = await createDocumentLocally({ type: 'plan', template: 'blank', name: t('doc.untitled'), dir: isFolder ? dir : '' });
    workspaceChanged();
    navigate(`/doc/${id}`);
  };

  const chosen = list.rows.filter((r) => selected.includes(r.id));
  return (
    <div className="desktop" onClick={(e) => e.target === e.currentTarget && setSelected([])}>
      {dir === 'latest' && view && (
        <section className="welcome">
          <div>
            <h1>{t('desktop.greeting', { name: user.nickname })}</h1>
            <p className="muted">{t('desktop.intro')}</p>
          </div>
          <div className="status-card">
            <div className="muted small">{t('desktop.accountCard')}</div>
            <span className={`badge badge-${view.badge}`}>{view.badgeText}</span>
            <div>{t('desktop.expires', { date: user.app.expires })}</div>
          </div>
        </section>
      )}
      <div className="desktop-toolbar">
        <nav className="crumbs" aria-label="breadcrumbs">
          {isFolder ? (
            <>
              <button type="button" className="link" onClick={() => navigate('/desktop?dir=mine')}>
                {t('list.root')}
              </button>
              {crumbs.map((c) => (
                <span key={c.id}>
                  {' / '}
                  <button type="button" className="link" onClick={() => navigate(`/desktop?dir=${c.id}`)}>
                    {c.name}
                  </button>
                </span>
              ))}
            </>
          ) : (
            <h2>{t(VIEW_TITLES[dir]!)}</h2>
          )}
        </nav>
        {selected.length > 1 && (
          <span className="muted small">
            {t('list.selected', { n: selected.length })}{' '}
            <button type="button" className="link" onClick={() => setSelected([])}>
              {t('list.clearSelection')}
            </button>
          </span>
        )}
        <div className="toolbar-right">
          <div className="view-switch" role="group">
            {(['grid', 'table'] as const).map((l) => (
              <button key={l} type="button" aria-pressed={layout === l} onClick={() => (setLayout(l), localStorage.setItem('lk.layout', l))}>
                {t(`list.${l}`)}
              </button>
            ))}
          </div>
          <button type="button" className="primary" onClick={() => void newBlank()}>
            {t('desktopActions.newBlank')}
          </button>
        </div>
      </div>
      {list.offline && <div className="offline-note">{t('list.offlineCached')}</div>}
      {list.rows.length === 0 && !list.loading ? (
        <section className="empty-state">
          <h2>{t('desktop.emptyTitle')}</h2>
          <p className="muted">{t('list.empty')}</p>
        </section>
      ) : (
        <div className={`items items-${layout}`} role="listbox" aria-multiselectable="true" data-testid="items">
          {list.rows.map((row) => (
            <ItemCard
              key={row.id}
              row={row}
              layout={layout}
              selected={selected.includes(row.id)}
              pending={pending.has(row.id)}
              onClick={(e) => click(row, e)}
              onOpen={() => actions.open(row)}
              onMenu={(x, y) => {
                if (!selected.includes(row.id)) setSelected([row.id]);
                setMenu({ x, y });
              }}
              onDropItems={(ids) => actions.move(ids, row.id)}
              touch={touch}
            />
          ))}
        </div>
      )}
      <div ref={sentinel} className="list-end">
        {list.loading ? t('list.loading') : list.more ? <button type="button" onClick={list.loadMore}>{t('list.more')}</button> : null}
      </div>
      {menu && chosen.length > 0 && <ContextMenu x={menu.x} y={menu.y} items={actions.menuFor(chosen)} onClose={() => setMenu(null)} />}
      {actions.dialogs}
    </div>
  );
}
