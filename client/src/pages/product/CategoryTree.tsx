import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode, ProductStore } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import { branchOf } from '../../products/category-tree';

interface Props {
  store: ProductStore;
  selected: number;
  onSelect: (id: number) => void;
}

/** A store's categories (product/category) with their product counts; branches open and close. */
export function CategoryTree({ store, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
  const [open, setOpen] = useState<Set<number>>(new Set());

  useEffect(() => {
    let live = true;
    void api('product/category', { store }, { showError: false }).then(
      (nodes) => live && setTree(nodes),
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [store]);
  // the branch of a category chosen elsewhere (a link, the address) is shown open
  const [opened, setOpened] = useState<{ tree: CategoryNode[] | null; selected: number }>({ tree: null, selected: 0 });
  if (tree && selected && (opened.tree !== tree || opened.selected !== selected)) {
    setOpened({ tree, selected });
    setOpen((o) => new Set([...o, ...branchOf(tree, selected)]));
  }

  const toggle = (id: number) => setOpen((o) => (o.has(id) ? new Set([...o].filter((x) => x !== id)) : new Set([...o, id])));
  const item = (node: CategoryNode, depth: number) => {
    const isOpen = open.has(node.id);
    return (
      <li key={node.id} role="treeitem" aria-expanded={node.children.length ? isOpen : undefined} aria-selected={selected === node.id}>
        <div className="cat-row" style={{ paddingLeft: depth * 14 }}>
          {node.children.length > 0 ? (
            <button type="button" className="cat-twist" aria-label={t(isOpen ? 'productLibrary.collapse' : 'productLibrary.expand', { name: node.name })} onClick={() => toggle(node.id)}>
              {isOpen ? '▾' : '▸'}
            </button>
          ) : (
            <span className="cat-twist-space" />
          )}
          <button type="button" className={selected === node.id ? 'cat-name active' : 'cat-name'} onClick={() => onSelect(node.id)}>
            <span className="cat-label">{node.name}</span>
            <span className="cat-count">{node.count}</span>
          </button>
        </div>
        {isOpen && node.children.length > 0 && <ul role="group">{node.children.map((c) => item(c, depth + 1))}</ul>}
      </li>
    );
  };

  return (
    <nav className="category-tree" aria-label={t('productLibrary.categories')} data-testid="category-tree">
      <h3>{t('productLibrary.categories')}</h3>
      <ul role="tree">
        <li role="treeitem" aria-selected={selected === 0}>
          <div className="cat-row">
            <span className="cat-twist-space" />
            <button type="button" className={selected === 0 ? 'cat-name active' : 'cat-name'} onClick={() => onSelect(0)}>
              <span className="cat-label">{t('productLibrary.allCategories')}</span>
            </button>
          </div>
        </li>
        {tree?.map((n) => item(n, 0))}
      </ul>
    </nav>
  );
}
