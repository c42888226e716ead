import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="not-found">
      <div className="not-found-code">404</div>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.body')}</p>
      <Link to="/desktop" className="button primary">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
