import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductGroup, ProductStore } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import { ContextMenu } from '../../ui/ContextMenu';

interface Props {
  store: ProductStore;
  selected: number;
  onSelect: (id: number) => void;
  /** the store's groups may be edited: the chosen chip gets a ⋯ menu (a right click opens it on any chip) */
  onEdit?: (group: ProductGroup) => void;
}

/** A store's curated groups (systemproduct/group/find) as chips; nothing when it has none. */
export function GroupChips({ store, selected, onSelect, onEdit }: Props) {
  const { t } = useTranslation();
  const [groups, setGroups] = useState<ProductGroup[]>([]);
  const [menu, setMenu] = useState<{ x: number; y: number; group: ProductGroup } | null>(null);
  useEffect(() => {
    let live = true;
    void api('systemproduct/group/find', { store }, { showError: false }).then(
      (g) => live && setGroups(g),
      () => live && setGroups([]),
    );
    return () => {
      live = false;
    };
  }, [store]);
  if (groups.length === 0) return null;
  const chosen = groups.find((g) => g.id === selected);
  return (
    <div className="group-chips" role="group" aria-label={t('productLibrary.groups')}>
      <span className="muted small">{t('productLibrary.groups')}</span>
      {[{ id: 0, name: t('productLibrary.allGroups') }, ...groups].map((g) => (
        <button
          key={g.id}
          type="button"
          className={selected === g.id ? 'chip active' : 'chip'}
          aria-pressed={selected === g.id}
          onClick={() => onSelect(g.id)}
          onContextMenu={(e) => {
            const group = groups.find((x) => x.id === g.id);
            if (!onEdit || !group) return;
            e.preventDefault();
            setMenu({ x: e.clientX, y: e.clientY, group });
          }}
        >
          {g.name}
        </button>
      ))}
      {onEdit && chosen && (
        <button
          type="button"
          className="chip group-menu"
          aria-haspopup="menu"
          aria-label={t('productLibrary.groupMenu', { name: chosen.name })}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            setMenu({ x: box.left, y: box.bottom + 4, group: chosen });
          }}
        >
          ⋯
        </button>
      )}
      {menu && onEdit && <ContextMenu x={menu.x} y={menu.y} items={[{ label: t('productLibrary.editGroup'), onSelect: () => onEdit(menu.group) }]} onClose={() => setMenu(null)} />}
    </div>
  );
}
