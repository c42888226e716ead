import { useTranslation } from 'react-i18next';
import type { Row } from '../../../shared/src/protocol/workspace';
import { TypeIcon } from './TypeIcon';
import { CoverImage } from './CoverImage';
import { minuteText } from '../ui/dates';
import { Avatar } from '../ui/Avatar';

export const isContainer = (row: Row) => row.type === 'folder' || row.type === 'project';

interface Props {
  row: Row;
  /** a card with its cover in the grid; a row with the kind's icon in the list */
  layout: 'grid' | 'table';
  selected: boolean;
  pending: boolean;
  onClick: (e: React.MouseEvent) => void;
  onOpen: () => void;
  onMenu: (e: React.MouseEvent) => void;
  onDropItems: (ids: string[]) => void;
}

/** One item of a desktop view: a card in the grid, a row in the list (the CSS decides). */
export function ItemCard({ row, layout, selected, pending, onClick, onOpen, onMenu, onDropItems }: Props) {
  const { t } = useTranslation();
  const container = isContainer(row);
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={0}
      className={`item-card type-${row.type}${selected ? ' selected' : ''}`}
      data-testid="item"
      data-name={row.name}
      draggable
      onDragStart={(e) => e.dataTransfer.setData('application/x-lightkit-ids', row.id)}
      onDragOver={(e) => container && e.dataTransfer.types.includes('application/x-lightkit-ids') && e.preventDefault()}
      onDrop={(e) => {
        const ids = e.dataTransfer.getData('application/x-lightkit-ids').split(',').filter((id) => id && id !== row.id);
        if (container && ids.length) onDropItems(ids);
      }}
      onClick={onClick}
      onDoubleClick={onOpen}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
      onContextMenu={onMenu}
    >
      {layout === 'grid' && row.cover ? (
        <div className="item-cover has-cover" aria-hidden="true">
          <CoverImage cover={row.cover} type={row.type} />
        </div>
      ) : (
        <div className="item-cover" aria-hidden="true">
          <TypeIcon type={row.type} size={layout === 'grid' ? 40 : 28} />
        </div>
      )}
      <div className="item-name" title={row.name}>
        {row.star === 1 && <span className="item-star">★</span>}
        {row.name}
      </div>
      <div className="item-meta muted small">
        {row.owner ? (
          <span className="item-owner" title={t('member.from', { name: row.owner.nickname })}>
            <Avatar name={row.owner.nickname} src={row.owner.avatar || undefined} size={16} />
            {row.owner.nickname} · {t(`member.${row.role ?? 'view'}`)}
          </span>
        ) : (
          <span>{t(`nav.types.${row.type}`, { defaultValue: row.type })}</span>
        )}
        <span>{pending ? t('list.pendingSync') : minuteText(row.update_time)}</span>
      </div>
    </div>
  );
}
