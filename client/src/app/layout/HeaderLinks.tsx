import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLinks } from '../../state/links';

/**
 * The header's links of spec 000 §2: PAD app and official site where the deployment has them;
 * help always, to the configured page or else to the in-app help.
 */
export function HeaderLinks() {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <nav className="header-links" aria-label={t('header.help')}>
      {links.pad && (
        <a href={links.pad} target="_blank" rel="noopener noreferrer">
          {t('header.pad')}
        </a>
      )}
      {links.site && (
        <a href={links.site} target="_blank" rel="noopener noreferrer">
          {t('header.site')}
        </a>
      )}
      {links.help ? (
        <a href={links.help} target="_blank" rel="noopener noreferrer">
          {t('header.help')}
        </a>
      ) : (
        <Link to="/help">{t('header.help')}</Link>
      )}
    </nav>
  );
}
