import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINE_ROOT, type SourceNode } from '../../../../shared/src/protocol/source-library';
import { filterTree, subtreeIds, TREE_FILTER_MAX } from '../../source/tree';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import { SourceTree } from './SourceTree';

interface Props {
  /** my materials' root node, with my folders under it */
  mine: SourceNode;
  /** the folder being moved (its own subtree is disabled), or null when files move */
  folder: string | null;
  /** where the moved things are now: choosing it again is ignored */
  current: string;
  onMove: (dir: string) => Promise<void>;
  onClose: () => void;
}

/** Move files or a folder into one of my folders; the tree can be filtered (≤ 20 characters). */
export function MoveDialog({ mine, folder, current, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [target, setTarget] = useState<string>(current);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const disabled = folder ? subtreeIds([mine], folder) : new Set<string>();
  const shown = [{ ...mine, children: filterTree(mine.children, filter) }];
  const ok = async () => {
    // moving into the same folder is ignored (spec 000 §4)
    if (target === current) return onClose();
    setBusy(true);
    try {
      await onMove(target);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('sourceUi.moveTitle')} width={420} onClose={onClose} testId="move-dialog" footer={<DialogButtons onCancel={onClose} onOk={() => void ok()} disabled={busy || disabled.has(target)} />}>
      <input type="search" className="source-move-filter" aria-label={t('sourceUi.moveFilter')} placeholder={t('sourceUi.moveFilter')} maxLength={TREE_FILTER_MAX} value={filter} onChange={(e) => setFilter(e.target.value)} />
      <SourceTree tree={shown} selected={target || MINE_ROOT} onSelect={setTarget} disabled={disabled} testId="move-tree" />
      {target === current && <p className="muted small">{t('sourceUi.moveSame')}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
