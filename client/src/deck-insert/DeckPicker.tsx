import '../styles/deck-insert.css';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Row } from '../../../shared/src/protocol/workspace';
import { TypeIcon } from '../desktop/TypeIcon';
import { userAtom } from '../state/session';
import { toast } from '../state/toasts';
import { minuteText } from '../ui/dates';
import { Dialog } from '../ui/Dialog';
import { keepPendingInsert, type PendingContent } from './pending-insert';
import { useDeckChoices } from './useDeckChoices';

/**
 * 插入到文档… (issue 16): the plan documents to choose from, searchable by name. The chosen
 * deck opens in the editor, which appends `content` as a new last page (useTakePendingInsert).
 * A deck shared with me to view only is listed but cannot be chosen.
 */
export function DeckPicker({ content, onClose }: { content: PendingContent; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const choices = useDeckChoices(user.uuid, keyword);
  const writable = (row: Row) => row.role !== 'view';
  const pick = choices.rows.find((r) => r.id === chosen && writable(r));

  const go = (row: Row | undefined) => {
    if (!row || !writable(row)) return;
    if (!keepPendingInsert(row.id, content)) return void toast('error', t('deckInsert.failed'));
    onClose();
    navigate(`/doc/${row.id}`);
  };

  return (
    <Dialog
      title={t('deckInsert.pickerTitle')}
      width={520}
      onClose={onClose}
      testId="deck-picker"
      className="deck-picker"
      footer={
        <>
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="primary" disabled={!pick} onClick={() => go(pick)}>
            {t('deckInsert.insert')}
          </button>
        </>
      }
    >
      <p className="muted small">{t('deckInsert.pickerHint')}</p>
      <input type="search" className="deck-picker-search" aria-label={t('deckInsert.search')} placeholder={t('deckInsert.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      {choices.offline && (
        <p className="muted small" role="status">
          {t('deckInsert.offline')}
        </p>
      )}
      {choices.state === 'loading' && choices.rows.length === 0 ? (
        <p className="muted deck-picker-state" role="status">
          {t('deckInsert.loading')}
        </p>
      ) : choices.state === 'error' ? (
        <div className="deck-picker-state" role="alert">
          <p>{t('deckInsert.failed')}</p>
          <button type="button" onClick={choices.retry}>
            {t('deckInsert.retry')}
          </button>
        </div>
      ) : choices.rows.length === 0 && choices.state === 'ready' ? (
        <p className="muted deck-picker-state" data-testid="deck-picker-empty">
          {keyword.trim() ? t('deckInsert.noMatch', { keyword: keyword.trim() }) : t('deckInsert.empty')}
        </p>
      ) : (
        <div className="deck-picker-list" role="listbox" aria-label={t('deckInsert.pickerTitle')} aria-busy={choices.state === 'loading'}>
          {choices.rows.map((row) => (
            <button
              key={row.id}
              type="button"
              role="option"
              aria-selected={row.id === chosen}
              aria-disabled={!writable(row)}
              className={`deck-choice${row.id === chosen ? ' selected' : ''}`}
              data-testid="deck-choice"
              data-doc-id={row.id}
              onClick={() => writable(row) && setChosen(row.id)}
              onDoubleClick={() => go(row)}
            >
              <TypeIcon type={row.type} size={28} />
              <span className="deck-choice-name">{row.name}</span>
              <span className="muted small">{writable(row) ? minuteText(row.update_time) : t('deckInsert.viewOnly')}</span>
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
