import { useTranslation } from 'react-i18next';
import { SourceBrowser } from './SourceBrowser';

/** 素材助手, route /kit/source (spec 000 §2; issue 20). */
export default function SourcePage() {
  const { t } = useTranslation();
  return (
    <div className="source-page" data-testid="source-page">
      <div className="source-page-head">
        <h2>{t('sourceUi.title')}</h2>
      </div>
      <SourceBrowser />
    </div>
  );
}
