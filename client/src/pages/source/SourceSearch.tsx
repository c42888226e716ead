import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_KEYWORD_MAX } from '../../../../shared/src/protocol/source-library';
import { SearchIcon } from '../../app/layout/ShellIcons';
import { clearHistory, readHistory, rememberSearch } from '../../source/search-history';
import { useLayer } from '../../ui/useLayer';

/** The hot tags of spec 000 §9, searched as these words in every language. */
export const SOURCE_HOT_TAGS = [
  { key: 'new', word: '新品' },
  { key: 'design', word: '光环境设计' },
  { key: 'smart', word: '智能' },
] as const;

/** Search by name or tag: at most 32 characters, the hot tags, this browser's history (sourceSearchHistory). */
export function SourceSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const [history, setHistory] = useState<string[]>(() => readHistory(localStorage));
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useLayer(open && history.length > 0, () => setOpen(false), root);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  const search = (word: string) => {
    const k = word.trim().slice(0, SOURCE_KEYWORD_MAX);
    setText(k);
    setOpen(false);
    if (k !== '') setHistory(rememberSearch(localStorage, k));
    onSearch(k);
  };
  return (
    <div className="source-search" ref={root} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <form
        className="source-search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
      >
        <input
          type="search"
          aria-label={t('sourceUi.search')}
          placeholder={t('sourceUi.searchPlaceholder')}
          value={text}
          maxLength={SOURCE_KEYWORD_MAX}
          enterKeyHint="search"
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '' && keyword !== '') onSearch('');
          }}
          data-testid="source-search"
        />
        <button type="submit" className="primary" aria-label={t('sourceUi.searchButton')}>
          <SearchIcon />
        </button>
      </form>
      <div className="source-hot">
        <span className="muted small">{t('sourceUi.hotTags')}</span>
        {SOURCE_HOT_TAGS.map((h) => (
          <button key={h.key} type="button" className={keyword === h.word ? 'chip active' : 'chip'} aria-pressed={keyword === h.word} onClick={() => search(keyword === h.word ? '' : h.word)}>
            {t(`sourceUi.hot.${h.key}`)}
          </button>
        ))}
      </div>
      {open && history.length > 0 && (
        <div className="source-history" data-testid="source-history">
          <div className="source-history-head">
            <span className="muted small">{t('sourceUi.history')}</span>
            <button
              type="button"
              className="link small"
              onClick={() => {
                clearHistory(localStorage);
                setHistory([]);
              }}
            >
              {t('sourceUi.clearHistory')}
            </button>
          </div>
          <div className="source-history-words">
            {history.map((h) => (
              <button key={h} type="button" className="chip" onClick={() => search(h)}>
                {h}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
