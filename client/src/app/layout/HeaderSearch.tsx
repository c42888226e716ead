import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Row } from '../../../../shared/src/protocol/workspace';
import { api } from '../../api/client';
import { isContainer } from '../../desktop/ItemCard';
import { loadSearchHistory, saveSearchHistory, withSearch } from '../../desktop/search-history';
import { userAtom } from '../../state/session';
import { minuteText } from '../../ui/dates';
import { useLayer } from '../../ui/useLayer';
import { CloseIcon, SearchIcon } from './ShellIcons';

/**
 * The header search of spec 000 §2: Enter searches my documents; results in two tabs.
 * `collapsed` (narrow screens): an icon that opens the box over the whole header, closed again
 * by its × (or Esc).
 */
export function HeaderSearch({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom)!;
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'docs' | 'containers'>('docs');
  const [results, setResults] = useState<Row[] | null>(null);
  const [history, setHistory] = useState<string[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const folded = collapsed && !expanded;
  const fold = () => {
    setOpen(false);
    setExpanded(false);
  };

  useEffect(() => {
    void loadSearchHistory(user.uuid).then(setHistory);
  }, [user.uuid]);
  useLayer(open, () => setOpen(false), root);
  // Esc with the results closed folds the opened box back into its icon
  useLayer(collapsed && expanded && !open, fold);

  const search = async (k: string) => {
    const word = k.trim();
    if (!word) return;
    setKeyword(word);
    setOpen(true);
    const next = withSearch(history, word);
    setHistory(next);
    void saveSearchHistory(user.uuid, next);
    const answer = await api('doc/find', { dir: 'mine', keyword: word, page: 1 }).catch(() => null);
    setResults(answer?.rows ?? []);
    if (answer && !answer.rows.some((r) => !isContainer(r)) && answer.rows.some(isContainer)) setTab('containers');
    else setTab('docs');
  };
  const go = (row: Row) => {
    fold();
    navigate(isContainer(row) ? `/desktop?dir=${row.id}` : `/doc/${row.id}`);
  };
  const shown = (results ?? []).filter((r) => (tab === 'docs' ? !isContainer(r) : isContainer(r)));

  if (folded) {
    return (
      <button type="button" className="icon-button search-toggle" aria-label={t('search.open')} data-testid="search-toggle" onClick={() => setExpanded(true)}>
        <SearchIcon />
      </button>
    );
  }
  return (
    <div className={collapsed ? 'header-search expanded' : 'header-search'} ref={root}>
      <input
        type="search"
        role="searchbox"
        aria-label={t('search.placeholder')}
        placeholder={t('search.placeholder')}
        value={keyword}
        maxLength={32}
        // opened from its icon: the keyboard comes up at once
        autoFocus={collapsed}
        onFocus={() => setOpen(true)}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void search(keyword);
        }}
      />
      {collapsed && (
        <button type="button" className="icon-button" aria-label={t('search.close')} onClick={fold}>
          <CloseIcon />
        </button>
      )}
      {open && (
        <div className="search-popover" data-testid="search-popover">
          {results === null ? (
            <>
              <div className="search-history-head">
                <span className="muted small">{t('search.history')}</span>
                {history.length > 0 && (
                  <button type="button" className="link" onClick={() => (setHistory([]), void saveSearchHistory(user.uuid, []))}>
                    {t('search.clearHistory')}
                  </button>
                )}
              </div>
              {history.length === 0 && <p className="muted small">{t('search.noHistory')}</p>}
              <div className="search-history">
                {history.map((h) => (
                  <button key={h} type="button" className="chip" onClick={() => void search(h)}>
                    {h}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <>
              <div className="tabs" role="tablist">
                {(['docs', 'containers'] as const).map((id) => (
                  <button key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'tab active' : 'tab'} onClick={() => setTab(id)}>
                    {id === 'docs' ? t('search.documents') : t('search.containers')}
                  </button>
                ))}
              </div>
              {shown.length === 0 && <p className="muted small">{t('search.none')}</p>}
              <ul className="search-results">
                {shown.map((r) => (
                  <li key={r.id}>
                    <button type="button" className="search-row" onClick={() => go(r)}>
                      <span className="search-type">{t(`nav.types.${r.type}`, { defaultValue: r.type })}</span>
                      <span className="search-name">{r.name}</span>
                      {r.owner && <span className="muted small search-owner">{t('member.from', { name: r.owner.nickname })}</span>}
                      <span className="muted small">{r.open_at === null ? '' : minuteText(r.open_at)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className="link small" onClick={() => setResults(null)}>
                {t('search.history')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
