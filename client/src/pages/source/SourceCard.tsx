import { useTranslation } from 'react-i18next';
import { formatDimensions, formatDuration, formatSizeKB } from '../../../../shared/src/source/format';
import { TRANS_STATE } from '../../../../shared/src/protocol/source-media';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import { mediaKind } from '../../source/rows';
import { minuteText } from '../../ui/dates';

interface Props {
  item: SourceItem;
  selected: boolean;
  onToggle: () => void;
  /** a video or audio item that can be played */
  onPlay?: () => void;
  /** a video of my materials: its cover can be chosen */
  onCover?: () => void;
}

/** A material card: cover, name, size, width × height, duration, tags, update time; a video's state. */
export function SourceCard({ item, selected, onToggle, onPlay, onCover }: Props) {
  const { t } = useTranslation();
  const kind = mediaKind(item);
  const duration = formatDuration(item.duration > 0 ? item.duration : null);
  const durationText = duration ? ('key' in duration ? t(duration.key) : duration.text) : '';
  // a video's or audio's duration sits on its cover; a picture has none
  const facts = [formatSizeKB(item.size), formatDimensions(item.width, item.height), kind ? '' : durationText].filter(Boolean);
  // milliseconds, as source/find answers them
  const time = item.update_time;
  // a video's own file is no picture: only its cover (poster or chosen) is drawn
  const picture = kind ? item.cover : item.cover || item.path;
  const transcoding = kind === 'video' && item.trans_state === TRANS_STATE.TRANSCODING;
  const failed = kind === 'video' && item.trans_state === TRANS_STATE.FAILED;
  const playable = kind !== null && item.trans_state === TRANS_STATE.DONE;
  return (
    <li className={selected ? 'source-card selected' : 'source-card'} data-testid="source-card" data-id={item.id} data-kind={kind ?? 'image'} data-state={item.trans_state}>
      <button type="button" className="source-card-pick" aria-pressed={selected} aria-label={t('sourceUi.cardSelect', { name: item.name })} onClick={onToggle}>
        <span className="source-cover">{picture ? <img src={picture} alt="" loading="lazy" draggable={false} /> : <span className="muted">{item.extension}</span>}</span>
        <span className="source-check" aria-hidden="true">
          {selected ? '✓' : ''}
        </span>
        {kind && durationText && <span className="source-duration">{durationText}</span>}
      </button>
      <div className="source-card-text">
        <div className="source-name" title={item.name}>
          {item.name}
        </div>
        <div className="muted small source-facts">{facts.join(' · ')}</div>
        {transcoding && (
          <div className="small source-transcoding" data-testid="source-transcoding">
            {t('sourceUi.transcoding')}
          </div>
        )}
        {failed && (
          <div className="small source-trans-failed" data-testid="source-trans-failed">
            {t('sourceFlow.transFailed')}
          </div>
        )}
        {item.tags.length > 0 && (
          <div className="source-tags">
            {item.tags.map((tag) => (
              <span key={tag} className="source-tag">
                {tag}
              </span>
            ))}
          </div>
        )}
        {time > 0 && <div className="muted small">{t('sourceUi.updated', { time: minuteText(time) })}</div>}
        {(onPlay || onCover) && playable && (
          <div className="source-card-media">
            {onPlay && (
              <button type="button" onClick={onPlay} data-testid="source-play">
                ▶ {t('sourceFlow.play')}
              </button>
            )}
            {onCover && kind === 'video' && (
              <button type="button" onClick={onCover} data-testid="source-cover">
                {t('sourceFlow.cover')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
