import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import type { SourceList } from '../../source/useSourceList';
import { SourceCard } from './SourceCard';

/** spec 000 §9: the next page loads when the list is scrolled within 40 px of its end. */
export const SCROLL_DISTANCE = 40;

interface Props {
  list: SourceList;
  keyword: string;
  writable: boolean;
  selected: string[];
  onToggle: (id: string) => void;
  onPlay?: (item: SourceItem) => void;
  onCover?: (item: SourceItem) => void;
}

/** The cards with their loading, empty, error and end states, and infinite scroll. */
export function SourceGrid({ list, keyword, writable, selected, onToggle, onPlay, onCover }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { loadMore, more, loadingMore, rows } = list;
  const check = () => {
    const el = box.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_DISTANCE) loadMore();
  };
  // a first page shorter than the box cannot be scrolled: read on until it fills or ends
  useEffect(check, [rows.length, more]); // eslint-disable-line react-hooks/exhaustive-deps

  const note =
    list.status === 'error' ? (
      <p className="source-note error" role="alert" data-testid="source-error">
        {t('sourceUi.loadFailed', { message: list.error })}{' '}
        <button type="button" className="link" onClick={list.reload}>
          {t('common.retry')}
        </button>
      </p>
    ) : null;

  return (
    <div className="source-grid-box" ref={box} onScroll={check} data-testid="source-list">
      {note}
      {list.status === 'loading' && rows.length === 0 && (
        <p className="source-state muted" role="status">
          {t('sourceUi.loading')}
        </p>
      )}
      {list.status !== 'loading' && list.status !== 'error' && rows.length === 0 && (
        <div className="source-state source-empty" data-testid="source-empty">
          <p>{keyword ? t('sourceUi.emptySearch', { keyword }) : writable ? t('sourceUi.emptyMine') : t('sourceUi.empty')}</p>
        </div>
      )}
      {rows.length > 0 && (
        <ul className="source-grid">
          {rows.map((item) => (
            <SourceCard key={item.id} item={item} selected={selected.includes(item.id)} onToggle={() => onToggle(item.id)} onPlay={onPlay && (() => onPlay(item))} onCover={onCover && writable ? () => onCover(item) : undefined} />
          ))}
        </ul>
      )}
      {loadingMore && <p className="source-state muted small">{t('sourceUi.loading')}</p>}
      {list.status === 'ready' && rows.length > 0 && !more && <p className="source-state muted small">{t('sourceUi.end')}</p>}
    </div>
  );
}
