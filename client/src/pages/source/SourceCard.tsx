import { useTranslation } from 'react-i18next';
import { formatDimensions, formatDuration, formatSizeKB } from '../../../../shared/src/source/format';
import { isTranscoded, type SourceItem } from '../../../../shared/src/protocol/source-library';
import { timeMs } from '../../source/rows';
import { minuteText } from '../../ui/dates';

/** A material card: cover, name, size, width × height, duration, tags, update time. */
export function SourceCard({ item, selected, onToggle }: { item: SourceItem; selected: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const duration = formatDuration(item.duration > 0 ? item.duration : null);
  const facts = [formatSizeKB(item.size), formatDimensions(item.width, item.height), duration ? ('key' in duration ? t(duration.key) : duration.text) : ''].filter(Boolean);
  const time = timeMs(item.update_time);
  return (
    <li className={selected ? 'source-card selected' : 'source-card'} data-testid="source-card" data-id={item.id}>
      <button type="button" className="source-card-pick" aria-pressed={selected} aria-label={t('sourceUi.cardSelect', { name: item.name })} onClick={onToggle}>
        <span className="source-cover">{item.cover || item.path ? <img src={item.cover || item.path} alt="" loading="lazy" draggable={false} /> : <span className="muted">{item.extension}</span>}</span>
        <span className="source-check" aria-hidden="true">
          {selected ? '✓' : ''}
        </span>
      </button>
      <div className="source-card-text">
        <div className="source-name" title={item.name}>
          {item.name}
        </div>
        <div className="muted small source-facts">{facts.join(' · ')}</div>
        {!isTranscoded(item.trans_state) && <div className="small source-transcoding">{t('sourceUi.transcoding')}</div>}
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
      </div>
    </li>
  );
}
