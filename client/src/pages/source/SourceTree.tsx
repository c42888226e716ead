import { useTranslation } from 'react-i18next';
import type { SourceNode } from '../../../../shared/src/protocol/source-library';

const ROOT_LABELS: Record<string, string> = {
  share: 'sourceLibrary.shareRoot',
  company: 'sourceLibrary.companyRoot',
  '0': 'sourceLibrary.mineRoot',
  latest: 'sourceLibrary.latestRoot',
  ungrouped: 'sourceLibrary.ungroupedRoot',
};

/** The roots speak the reader's language; folders keep the names their owners gave them. */
export function useNodeName() {
  const { t } = useTranslation();
  return (node: SourceNode) => (ROOT_LABELS[node.id] ? t(ROOT_LABELS[node.id]!) : node.name);
}

interface Props {
  tree: SourceNode[];
  selected: string;
  onSelect: (id: string) => void;
  /** ids shown but not choosable (the move dialog's own subtree) */
  disabled?: Set<string>;
  testId?: string;
}

/** The material tree: the special roots, my nested folders under 我的素材. */
export function SourceTree({ tree, selected, onSelect, disabled, testId = 'source-tree' }: Props) {
  const { t } = useTranslation();
  const nameOf = useNodeName();
  const row = (node: SourceNode, depth: number): React.ReactNode => (
    <li key={node.id}>
      <button
        type="button"
        className={node.id === selected ? 'tree-row active' : 'tree-row'}
        style={{ paddingInlineStart: 12 + depth * 16 }}
        aria-current={node.id === selected ? 'true' : undefined}
        disabled={disabled?.has(node.id)}
        onClick={() => onSelect(node.id)}
        data-id={node.id}
      >
        {nameOf(node)}
      </button>
      {node.children.length > 0 && <ul>{node.children.map((c) => row(c, depth + 1))}</ul>}
    </li>
  );
  return (
    <nav className="source-tree" aria-label={t('sourceUi.tree')} data-testid={testId}>
      <ul>{tree.map((n) => row(n, 0))}</ul>
    </nav>
  );
}
