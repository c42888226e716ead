import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX } from '../../products/filters';
import { clearProductHistory, loadProductHistory, rememberProductSearch } from '../../products/search-history';
import { useLayer } from '../../ui/useLayer';
import { SearchIcon } from '../../app/layout/ShellIcons';

/** The hot tags of spec 000 §9 (新品, 光环境设计, 智能): searched as these words in every language. */
export const HOT_TAGS = [
  { key: 'new', word: '新品' },
  { key: 'design', word: '光环境设计' },
  { key: 'smart', word: '智能' },
] as const;

interface Props {
  userId: string;
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The library's search: at most 32 characters, the hot tags beside it, this device's history under it. */
export const SearchBox = forwardRef<HTMLInputElement, Props>(function SearchBox({ userId, keyword, onSearch }, input) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const [history, setHistory] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // a layer only while the history shows: an empty popover must not take Esc from the page
  useLayer(open && history.length > 0, () => setOpen(false), root);

  // the keyword changed from outside (a hot tag, the address, going back): the box follows
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  useEffect(() => {
    void loadProductHistory(userId).then(setHistory);
  }, [userId]);

  const search = (word: string) => {
    const k = word.trim().slice(0, KEYWORD_MAX);
    setText(k);
    setOpen(false);
    onSearch(k);
    if (k !== '') void rememberProductSearch(userId, history, k).then(setHistory);
  };

  return (
    <div className="product-search" ref={root}>
      <form
        className="product-search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
      >
        <input
          ref={input}
          type="search"
          aria-label={t('productLibrary.searchLabel')}
          placeholder={t('productLibrary.searchPlaceholder')}
          value={text}
          maxLength={KEYWORD_MAX}
          enterKeyHint="search"
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            // the × of a search field empties it: show everything again
            if (e.target.value === '' && keyword !== '') onSearch('');
          }}
        />
        <button type="submit" className="primary" aria-label={t('productLibrary.searchButton')}>
          <SearchIcon />
          <span className="search-word">{t('productLibrary.searchButton')}</span>
        </button>
      </form>
      <div className="hot-tags">
        <span className="muted small">{t('productLibrary.hotTags')}</span>
        {HOT_TAGS.map((h) => (
          <button key={h.key} type="button" className={keyword === h.word ? 'chip hot active' : 'chip hot'} aria-pressed={keyword === h.word} onClick={() => search(keyword === h.word ? '' : h.word)}>
            {t(`productLibrary.hot.${h.key}`)}
          </button>
        ))}
      </div>
      {open && history.length > 0 && (
        <div className="product-history" data-testid="product-history">
          <div className="search-history-head">
            <span className="muted small">{t('productLibrary.history')}</span>
            <button
              type="button"
              className="link small"
              onClick={() => {
                setHistory([]);
                void clearProductHistory(userId);
              }}
            >
              {t('productLibrary.clearHistory')}
            </button>
          </div>
          <div className="search-history">
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
});
