import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderNode } from '../../../../shared/src/protocol/workspace';
import { api } from '../../api/client';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';

/** Ids of the given items and everything under them: they cannot be a move target. */
export function blockedTargets(tree: FolderNode[], moving: string[]): Set<string> {
  const blocked = new Set<string>();
  const walk = (nodes: FolderNode[], inside: boolean) => {
    for (const n of nodes) {
      const here = inside || moving.includes(n.id);
      if (here) blocked.add(n.id);
      walk(n.children, here);
    }
  };
  walk(tree, false);
  return blocked;
}

/** Chooses a target folder for move/copy; the moved items' own subtree is disabled. */
export function FolderPicker({ title, moving, onPick, onClose }: { title: string; moving: string[]; onPick: (dir: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<FolderNode[] | null>(null);
  const [choice, setChoice] = useState('');
  useEffect(() => {
    void api('doc/getfolders').then(setTree);
  }, []);
  const blocked = blockedTargets(tree ?? [], moving);
  const row = (n: FolderNode, depth: number): React.ReactNode => (
    <li key={n.id}>
      <button type="button" className={`folder-row${choice === n.id ? ' active' : ''}`} style={{ paddingLeft: 12 + depth * 18 }} disabled={blocked.has(n.id)} onClick={() => setChoice(n.id)}>
        {n.type === 'project' ? '▣' : '▸'} {n.name}
      </button>
      {n.children.length > 0 && <ul>{n.children.map((c) => row(c, depth + 1))}</ul>}
    </li>
  );
  return (
    <Dialog
      title={title}
      width={420}
      onClose={onClose}
      testId="folder-picker"
      footer={<DialogButtons onCancel={onClose} onOk={() => (onClose(), onPick(choice))} />}
    >
      <ul className="folder-tree">
        <li>
          <button type="button" className={`folder-row${choice === '' ? ' active' : ''}`} onClick={() => setChoice('')}>
            {t('dialogs.topLevel')}
          </button>
        </li>
        {tree?.map((n) => row(n, 1))}
      </ul>
    </Dialog>
  );
}
