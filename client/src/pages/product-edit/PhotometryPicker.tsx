import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import { Dialog } from '../../ui/Dialog';
import { libraryFileName } from './library-photometry';
import { usePhotometryList, type PickLibrary } from './usePhotometryList';

const LIBRARIES: { dir: PickLibrary; label: 'sourceLibrary.mineRoot' | 'sourceLibrary.shareRoot' }[] = [
  { dir: '0', label: 'sourceLibrary.mineRoot' },
  { dir: 'share', label: 'sourceLibrary.shareRoot' },
];
/** typing settles this long before the list is asked again */
const SEARCH_SETTLE_MS = 300;

/**
 * 从素材库选择: the account's lighting data files (or the shared library's) as rows with the
 * polar curve the server drew as each one's cover; one tap chooses. A full-screen sheet on a phone.
 */
export function PhotometryPicker({ onPick, onClose }: { onPick: (item: SourceItem) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [dir, setDir] = useState<PickLibrary>('0');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(draft.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const list = usePhotometryList(dir, keyword);

  return (
    <Dialog title={t('sourcePhotometry.pickTitle')} width={640} onClose={onClose} testId="photometry-picker" className="pe-pick-dialog">
      <div className="pe-pick-bar">
        <div className="pe-pick-libs" role="radiogroup" aria-label={t('photometryPick.libraries')}>
          {LIBRARIES.map((l) => (
            <button key={l.dir} type="button" role="radio" aria-checked={dir === l.dir} className={dir === l.dir ? 'active' : ''} onClick={() => setDir(l.dir)}>
              {t(l.label)}
            </button>
          ))}
        </div>
        <input type="search" className="pe-pick-search" aria-label={t('photometryPick.search')} placeholder={t('photometryPick.search')} value={draft} maxLength={32} onChange={(e) => setDraft(e.target.value)} />
      </div>
      {list.status === 'loading' ? (
        <p className="pe-pick-state" role="status">
          {t('photometryPick.loading')}
        </p>
      ) : list.status === 'error' ? (
        <div className="form-error pe-pick-state" role="alert">
          {t('photometryPick.loadFailed', { message: list.error })}{' '}
          <button type="button" onClick={list.reload}>
            {t('common.retry')}
          </button>
        </div>
      ) : list.rows.length === 0 ? (
        <p className="pe-pick-state" data-testid="photometry-pick-empty">
          {t('sourcePhotometry.pickEmpty')}
        </p>
      ) : (
        <ul className="pe-pick-list">
          {list.rows.map((item) => {
            const name = libraryFileName(item);
            return (
              <li key={item.id}>
                <button type="button" className="pe-pick-row" aria-label={t('photometryPick.choose', { name })} onClick={() => onPick(item)}>
                  <img src={item.cover} alt="" width={64} height={64} loading="lazy" />
                  <span className="pe-pick-name">{name}</span>
                  <span className="pe-pick-size">{t('photometryPick.size', { size: Math.max(1, Math.round(item.size)) })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list.more && (
        <button type="button" className="pe-pick-more" disabled={list.loadingMore} onClick={list.loadMore}>
          {list.loadingMore ? t('photometryPick.loading') : t('photometryPick.more')}
        </button>
      )}
    </Dialog>
  );
}
