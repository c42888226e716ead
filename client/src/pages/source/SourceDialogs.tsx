import { useTranslation } from 'react-i18next';
import { MINE_ROOT, SOURCE_NAME_MAX, type SourceItem, type SourceNode } from '../../../../shared/src/protocol/source-library';
import { api } from '../../api/client';
import { findNode } from '../../source/tree';
import { toast } from '../../state/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NameDialog } from '../../ui/NameDialog';
import { MoveDialog } from './MoveDialog';
import { TagDialog } from './TagDialog';
import { TrashDialog } from './TrashDialog';

export type SourceDialog =
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; node: SourceNode }
  | { kind: 'moveFolder'; node: SourceNode }
  | { kind: 'removeFolder'; node: SourceNode }
  | { kind: 'renameItem'; item: SourceItem }
  | { kind: 'moveItems'; items: SourceItem[] }
  | { kind: 'removeItems'; items: SourceItem[] }
  | { kind: 'tags'; items: SourceItem[] }
  | { kind: 'trash' };

interface Props {
  dialog: SourceDialog | null;
  tree: SourceNode[];
  dir: string;
  onClose: () => void;
  /** folders changed: read the tree again (and the list) */
  onTree: () => void;
  /** materials changed: read the list again */
  onList: () => void;
  /** a folder is gone: show its parent */
  onLeave: () => void;
}

/** Every folder and material dialog of the library, with the call each one makes. */
export function SourceDialogs({ dialog, tree, dir, onClose, onTree, onList, onLeave }: Props) {
  const { t } = useTranslation();
  if (!dialog) return null;
  const mine = findNode(tree, MINE_ROOT) ?? { id: MINE_ROOT, name: '', children: [] };
  const done = (key: string, after: () => void) => () => (toast('success', t(key)), after());
  switch (dialog.kind) {
    case 'newFolder':
      return <NameDialog title={t('sourceUi.newFolder')} label={t('sourceUi.folderName')} maxLength={SOURCE_NAME_MAX} onClose={onClose} onSubmit={(name) => api('source/mkdir', { pid: dir, name }, quiet).then(done('sourceUi.created', onTree))} />;
    case 'renameFolder':
      return <NameDialog title={t('sourceUi.rename')} label={t('sourceUi.newName')} initial={dialog.node.name} maxLength={SOURCE_NAME_MAX} onClose={onClose} onSubmit={(name) => api('source/rename', { id: dialog.node.id, name, folder: true }, quiet).then(done('sourceUi.renamed', onTree))} />;
    case 'renameItem':
      return <NameDialog title={t('sourceUi.rename')} label={t('sourceUi.newName')} initial={dialog.item.name} maxLength={SOURCE_NAME_MAX} onClose={onClose} onSubmit={(name) => api('source/rename', { id: dialog.item.id, name, folder: false }, quiet).then(done('sourceUi.renamed', onList))} />;
    case 'moveFolder':
      return <MoveDialog mine={mine} folder={dialog.node.id} current={parentOf(tree, dialog.node.id)} onClose={onClose} onMove={(pid) => api('source/movefolder', { id: dialog.node.id, pid }, quiet).then(done('sourceUi.moved', onTree))} />;
    case 'moveItems':
      return <MoveDialog mine={mine} folder={null} current={dir} onClose={onClose} onMove={(to) => api('source/move', { ids: dialog.items.map((i) => i.id), dir: to }, quiet).then(done('sourceUi.moved', onList))} />;
    case 'removeFolder':
      return <ConfirmDialog title={t('sourceUi.remove')} message={t('sourceUi.removeFolderConfirm', { name: dialog.node.name })} danger onClose={onClose} onConfirm={() => void api('source/removefolder', { id: dialog.node.id }, quiet).then(done('sourceUi.removed', () => (onLeave(), onTree())), fail)} />;
    case 'removeItems':
      return <ConfirmDialog title={t('sourceUi.remove')} message={t('sourceUi.removeConfirm', { n: dialog.items.length })} danger onClose={onClose} onConfirm={() => void api('source/remove', { ids: dialog.items.map((i) => i.id) }, quiet).then(done('sourceUi.removed', onList), fail)} />;
    case 'tags':
      return <TagDialog items={dialog.items} onClose={onClose} onSave={(add, remove) => api('source/tag', { ids: dialog.items.map((i) => i.id), add, remove }, quiet).then(done('sourceUi.saved', onList))} />;
    case 'trash':
      return <TrashDialog onClose={onClose} onRestored={() => (onTree(), onList())} />;
  }
}

/** refusals are said by the dialog (or the toast below), not by the client's generic error */
const quiet = { showError: false };
const fail = (err: unknown) => toast('error', err instanceof Error ? err.message : String(err));

function parentOf(tree: readonly SourceNode[], id: string, parent = ''): string {
  for (const node of tree) {
    if (node.id === id) return parent;
    const found = parentOf(node.children, id, node.id);
    if (found !== '') return found;
  }
  return '';
}
