import { useTranslation } from 'react-i18next';

/** The document was written by a newer app than this tab's: read-only, and a reload fixes it. */
export function NewerAppBanner() {
  const { t } = useTranslation();
  return (
    <div className="preview-banner newer-app" role="alert" data-testid="newer-app">
      {t('syncTrust.newerApp')}{' '}
      <button type="button" className="primary" onClick={() => location.reload()}>
        {t('syncTrust.reload')}
      </button>
    </div>
  );
}
