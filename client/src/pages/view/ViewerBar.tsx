import { useTranslation } from 'react-i18next';
import { NextIcon, PlayIcon, PrevIcon, ScrollIcon } from '../../editor/play/icons';
import type { ReadingMode } from './reading';

interface Props {
  name: string;
  owner: string;
  index: number;
  count: number;
  mode: ReadingMode;
  /** a phone: the page number as "1/3" and every button an icon */
  compact: boolean;
  onTurn: (delta: 1 | -1) => void;
  onMode: (mode: ReadingMode) => void;
  onPlay: () => void;
}

/**
 * The viewer's one-row bar: the deck's name (cut short with an ellipsis, never wrapped), who
 * shared it, the page number, page turns, the reading mode and play.
 */
export function ViewerBar({ name, owner, index, count, mode, compact, onTurn, onMode, onPlay }: Props) {
  const { t } = useTranslation();
  const pageOf = t('viewer.pageOf', { n: index + 1, total: count });
  return (
    <header className={`viewer-header${compact ? ' compact' : ''}`}>
      <div className="viewer-title">
        <h1 title={name}>{name}</h1>
        <span className="viewer-owner">{t('viewer.sharedBy', { name: owner })}</span>
      </div>
      <div className="viewer-nav">
        <button type="button" className="viewer-icon" onClick={() => onTurn(-1)} disabled={index === 0} aria-label={t('viewer.prev')}>
          <PrevIcon />
        </button>
        <span className="viewer-page-of" data-testid="page-of" aria-label={compact ? pageOf : undefined}>
          {compact ? `${index + 1}/${count}` : pageOf}
        </span>
        <button type="button" className="viewer-icon" onClick={() => onTurn(1)} disabled={index >= count - 1} aria-label={t('viewer.next')}>
          <NextIcon />
        </button>
        <button type="button" className="viewer-icon" aria-label={t('viewer.readScroll')} aria-pressed={mode === 'scroll'} title={t('viewer.readScroll')} onClick={() => onMode(mode === 'scroll' ? 'pages' : 'scroll')}>
          <ScrollIcon />
        </button>
        <button type="button" className={`primary viewer-play${compact ? ' viewer-icon' : ''}`} aria-label={compact ? t('viewer.play') : undefined} onClick={onPlay}>
          <PlayIcon />
          {!compact && <span>{t('viewer.play')}</span>}
        </button>
      </div>
    </header>
  );
}
