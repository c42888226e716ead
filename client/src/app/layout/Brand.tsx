import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Brand({ to = '/desktop' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand" aria-label={t('app.name')}>
      <img src="/kit/favicon.svg" alt="" width={28} height={28} />
      <span className="brand-name">{t('app.name')}</span>
      <span className="brand-slogan">{t('app.slogan')}</span>
    </Link>
  );
}
