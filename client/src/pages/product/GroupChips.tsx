import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductGroup, ProductStore } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';

/** A store's curated groups (systemproduct/group/find) as chips; nothing when it has none. */
export function GroupChips({ store, selected, onSelect }: { store: ProductStore; selected: number; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  const [groups, setGroups] = useState<ProductGroup[]>([]);
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
  return (
    <div className="group-chips" role="group" aria-label={t('productLibrary.groups')}>
      <span className="muted small">{t('productLibrary.groups')}</span>
      {[{ id: 0, name: t('productLibrary.allGroups') }, ...groups].map((g) => (
        <button key={g.id} type="button" className={selected === g.id ? 'chip active' : 'chip'} aria-pressed={selected === g.id} onClick={() => onSelect(g.id)}>
          {g.name}
        </button>
      ))}
    </div>
  );
}
