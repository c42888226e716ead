import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userAtom } from '../../state/session';
import { useSubscription } from '../useSubscription';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';

export function Header() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const view = useSubscription(user);
  return (
    <header className="app-header">
      <Brand />
      <div className="header-centre">
        {view?.badge === 'expired' && (
          <div className="expired-banner" role="alert">
            {t('header.expiredBanner')}
          </div>
        )}
      </div>
      <div className="header-right">
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <Link to="/login" className="button">
            {t('header.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
