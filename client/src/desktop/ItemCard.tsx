import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../shared/src/protocol/workspace';
import { TypeIcon } from './TypeIcon';
import { CoverImage } from './CoverImage';
import { minuteText } from '../ui/dates';
import { Avatar } from '../ui/Avatar';
import { useLongPress } from '../ui/useLongPress';
import { MoreIcon } from '../app/layout/ShellIcons';

export const isContainer = (row: Row) => row.type === 'folder' || row.type === 'project';

interface Props {
  row: Row;
  /** a card with its cover in the grid; a row with the kind's icon in the list */
  layout: 'grid' | 'table';
  selected: boolean;
  pending: boolean;
  onClick: (e: React.MouseEvent) => void;
  onOpen: () => void;
  /** the item's menu at this point: a right-click, a long press, or its ⋯ button */
  onMenu: (x: number, y: number) => void;
  onDropItems: (ids: string[]) => void;
  /** a touch screen: a tap opens, a ⋯ button shows the menu, nothing is dragged */
  touch: boolean;
}

/**
 * One item of a desktop view: a card in the grid, a row in the list (the CSS decides). A mouse
 * selects with a click and opens with a double-click; a finger opens with a tap, and a long
 * press opens the same menu as a right-click.
 */
export function ItemCard({ row, layout, selected, pending, onClick, onOpen, onMenu, onDropItems, touch }: Props) {
  const { t } = useTranslation();
  const container = isContainer(row);
  const press = useLongPress(onMenu);
  // what pressed last: a tap opens, a click selects (a touch laptop has both)
  const pointer = useRef('mouse');
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={0}
      className={`item-card type-${row.type}${selected ? ' selected' : ''}`}
      data-testid="item"
      data-name={row.name}
      // a finger's long press is the menu, not a drag
      draggable={!touch}
      onDragStart={(e) => e.dataTransfer.setData('application/x-lightkit-ids', row.id)}
      onDragOver={(e) => container && e.dataTransfer.types.includes('application/x-lightkit-ids') && e.preventDefault()}
      onDrop={(e) => {
        const ids = e.dataTransfer.getData('application/x-lightkit-ids').split(',').filter((id) => id && id !== row.id);
        if (container && ids.length) onDropItems(ids);
      }}
      onPointerDown={(e) => {
        pointer.current = e.pointerType;
        press.onPointerDown(e);
      }}
      onPointerMove={press.onPointerMove}
      onPointerUp={press.onPointerUp}
      onPointerCancel={press.onPointerCancel}
      onTouchEnd={press.onTouchEnd}
      onClick={(e) => {
        if (press.consumeFired()) return;
        if (pointer.current === 'mouse') onClick(e);
        else onOpen();
      }}
      onDoubleClick={() => pointer.current === 'mouse' && onOpen()}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
      onContextMenu={(e) => {
        e.preventDefault();
        onMenu(e.clientX, e.clientY);
      }}
    >
      {touch && (
        <button
          type="button"
          className="icon-button item-more"
          aria-label={t('list.actions')}
          aria-haspopup="menu"
          // its own press: neither the card's long press nor its tap
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            const box = e.currentTarget.getBoundingClientRect();
            onMenu(box.left, box.bottom);
          }}
        >
          <MoreIcon />
        </button>
      )}
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
