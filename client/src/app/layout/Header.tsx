import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HeaderSearch } from './HeaderSearch';
import { PayButton } from './PayButton';
import { ToolsMenu } from './ToolsMenu';
import { userAtom } from '../../state/session';
import { useSubscription } from '../useSubscription';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { HeaderLinks } from './HeaderLinks';

/** Routes whose header carries the search box. */
const SEARCH_ROUTES = ['/desktop', '/trash'];

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const searchable = SEARCH_ROUTES.some((r) => pathname.endsWith(r));
  const user = useAtomValue(userAtom);
  const view = useSubscription(user);
  return (
    <header className="app-header">
      <Brand />
      <div className="header-centre">
        {/* an expired membership replaces the search box with the renewal banner (spec 000 §2) */}
        {view?.badge === 'expired' ? (
          <div className="expired-banner" role="alert">
            {t('header.expiredBanner')}
          </div>
        ) : (
          user && searchable && <HeaderSearch />
        )}
      </div>
      <div className="header-right">
        {user ? (
          <>
            <PayButton />
            <ToolsMenu />
            <HeaderLinks />
            <AccountMenu user={user} />
          </>
        ) : (
          <Link to="/login" className="button">
            {t('header.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
