import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Row } from '../../../shared/src/protocol/workspace';
import { api } from '../api/client';
import { ShareDialog } from '../app/share/ShareDialog';
import { workspaceChanged } from '../app/workspace/changes';
import { FolderPicker } from '../app/workspace/FolderPicker';
import { ProjectDialog } from '../app/workspace/ProjectDialog';
import { toast } from '../state/toasts';
import type { MenuItem } from '../ui/ContextMenu';
import { NameDialog } from '../ui/NameDialog';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { MembersDialog } from '../app/members/MembersDialog';
import { userAtom } from '../state/session';
import { useAtomValue } from 'jotai';
import { isContainer } from './ItemCard';

type Dialog =
  | { kind: 'rename'; row: Row }
  | { kind: 'move' | 'copy'; ids: string[] }
  | { kind: 'share' | 'members' | 'leave'; id: string }
  | { kind: 'project'; id: string }
  | null;

/** The context-menu actions on desktop items and the dialogs they open. */
export function useItemActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const user = useAtomValue(userAtom)!;
  const done = () => workspaceChanged();

  const open = (row: Row) => navigate(isContainer(row) ? `/desktop?dir=${row.id}` : `/doc/${row.id}`);
  const move = (ids: string[], dir: string) => void api('doc/move', { ids, dir }).then(done);

  /** A document someone shared with me: open, rename (editors), members, leave; the rest is the owner's. */
  const sharedMenu = (row: Row): MenuItem[] => [
    { label: t('list.open'), onSelect: () => open(row) },
    ...(row.role === 'edit' ? [{ label: t('list.rename'), onSelect: () => setDialog({ kind: 'rename', row }) }] : []),
    { label: t('member.title'), onSelect: () => setDialog({ kind: 'members', id: row.id }) },
    { label: t('member.leave'), danger: true, onSelect: () => setDialog({ kind: 'leave', id: row.id }) },
  ];

  const menuFor = (rows: Row[]): MenuItem[] => {
    const one = rows.length === 1 ? rows[0]! : null;
    if (rows.some((r) => r.owner)) return one ? sharedMenu(one) : [];
    const ids = rows.map((r) => r.id);
    const items: MenuItem[] = [];
    if (one) items.push({ label: t('list.open'), onSelect: () => open(one) }, { label: t('list.rename'), onSelect: () => setDialog({ kind: 'rename', row: one }) });
    items.push({ label: t('list.copy'), onSelect: () => setDialog({ kind: 'copy', ids }) }, { label: t('list.move'), onSelect: () => setDialog({ kind: 'move', ids }) });
    if (one) {
      items.push(
        { label: one.star ? t('list.unstar') : t('list.star'), onSelect: () => void api(one.star ? 'doc/unstar' : 'doc/star', { id: one.id }).then(done) },
        { label: one.favor ? t('list.unfavor') : t('list.favor'), onSelect: () => void api(one.favor ? 'doc/unfavor' : 'doc/favor', { id: one.id }).then(done) },
        { label: t('list.pin'), onSelect: () => void api('doc/visit/update', { id: one.id, pin: '1' }).then(done) },
      );
      if (!isContainer(one)) {
        items.push({ label: t('member.button'), onSelect: () => setDialog({ kind: 'members', id: one.id }) }, { label: t('list.share'), onSelect: () => setDialog({ kind: 'share', id: one.id }) });
      }
      if (one.type === 'project') items.push({ label: t('dialogs.editProject'), onSelect: () => setDialog({ kind: 'project', id: one.id }) });
    }
    items.push({
      label: t('list.remove'),
      danger: true,
      onSelect: () =>
        void api('doc/remove', { ids }).then(() => {
          toast('success', t('list.removed'));
          done();
        }),
    });
    return items;
  };

  const close = () => setDialog(null);
  const dialogs = (
    <>
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('dialogs.rename')}
          label={t('dialogs.newName')}
          initial={dialog.row.name}
          maxLength={dialog.row.type === 'folder' ? 50 : 100}
          onSubmit={(name) => api('doc/rename', { id: dialog.row.id, name }, { showError: false }).then(done)}
          onClose={close}
        />
      )}
      {(dialog?.kind === 'move' || dialog?.kind === 'copy') && (
        <FolderPicker
          title={dialog.kind === 'move' ? t('list.move') : t('list.copy')}
          moving={dialog.kind === 'move' ? dialog.ids : []}
          onPick={(dir) => (dialog.kind === 'move' ? move(dialog.ids, dir) : void api('doc/copy', { ids: dialog.ids, dir }).then(done))}
          onClose={close}
        />
      )}
      {dialog?.kind === 'share' && <ShareDialog docId={dialog.id} onClose={close} />}
      {dialog?.kind === 'members' && <MembersDialog docId={dialog.id} me={user.uuid} onClose={close} />}
      {dialog?.kind === 'leave' && (
        <ConfirmDialog
          title={t('member.leave')}
          message={t('member.leaveConfirm')}
          danger
          onConfirm={() =>
            void api('doc/member/leave', { id: dialog.id }).then(() => {
              toast('success', t('member.left'));
              done();
            })
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'project' && <ProjectDialog pid="" projectId={dialog.id} onDone={done} onClose={close} />}
    </>
  );
  return { open, move, menuFor, dialogs };
}
