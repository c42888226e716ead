import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { folderOf, type Row } from '../../../../shared/src/protocol/workspace';
import type { DocType } from '../../../../shared/src/schema/types';
import { api } from '../../api/client';
import { useLinks } from '../../state/links';
import { userAtom } from '../../state/session';
import { toast } from '../../state/toasts';
import { createDocumentLocally } from '../../sync/create-doc';
import { NameDialog } from '../../ui/NameDialog';
import { useLayer } from '../../ui/useLayer';
import { workspaceChanged } from '../workspace/changes';
import { ProjectDialog } from '../workspace/ProjectDialog';
import { openExternal } from './open-external';
import { PlusIcon } from './ShellIcons';

/** The New menu (spec 000 §2): containers, then every kind; scene and quick live elsewhere. */
const NEW_KINDS = ['folder', 'project', 'plan', 'slt', 'spc', 'pqt', 'cet', 'ect', 'djb', 'scene', 'quick', 'quotation'] as const;

/**
 * 新建 and its menu, with the dialogs it opens. `side`: the wide button at the top of the side
 * navigation; `fab`: a round button at the bottom right of a phone, where the thumb is.
 */
export function NewMenu({ variant }: { variant: 'side' | 'fab' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const dir = params.get('dir') ?? 'latest';
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  useLayer(open, () => setOpen(false), wrap);
  const [dialog, setDialog] = useState<'folder' | 'project' | DocType | null>(null);
  const links = useLinks();
  const user = useAtomValue(userAtom);
  // new folders and projects go where the user is (spec 000 §2: the last visited folder)
  const here = folderOf(dir);

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
    const id = await createDocumentLocally({ type, template: '', name, dir: here, user: user?.setting });
    workspaceChanged();
    navigate(`/doc/${id}`);
  };
  const choose = (kind: string) => {
    setOpen(false);
    if (kind === 'folder' || kind === 'project') setDialog(kind);
    else if (kind === 'plan') navigate(`/plan/template${here ? `?dir=${here}` : ''}`);
    else if (kind === 'scene') toast('info', t('nav.hintScene'));
    else if (kind === 'quick') toast('info', t('nav.hintQuick'));
    else if (kind === 'quotation') openExternal(links.quotation, t('nav.types.quotation'));
    else setDialog(kind as DocType);
  };

  return (
    <>
      <div className={variant === 'fab' ? 'new-wrap new-fab' : 'new-wrap'} ref={wrap}>
        {variant === 'fab' ? (
          <button type="button" className="fab" aria-label={t('nav.new')} aria-haspopup="menu" aria-expanded={open} data-testid="new-fab" onClick={() => setOpen((v) => !v)}>
            <PlusIcon />
          </button>
        ) : (
          <button type="button" className="primary block" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            + {t('nav.new')}
          </button>
        )}
        {open && (
          <div className="new-popover" role="menu">
            {NEW_KINDS.map((kind) => (
              <button key={kind} type="button" role="menuitem" onClick={() => choose(kind)}>
                {t(`nav.types.${kind}`)}
              </button>
            ))}
          </div>
        )}
      </div>
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
    </>
  );
}
