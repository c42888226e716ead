import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HeaderSearch } from './HeaderSearch';
import { PayButton } from './PayButton';
import { ToolsMenu } from './ToolsMenu';
import { userAtom } from '../../state/session';
import { useScreen } from '../../ui/screen';
import { useSubscription } from '../useSubscription';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { HeaderLinks } from './HeaderLinks';
import { MenuIcon } from './ShellIcons';

/** Routes whose header carries the search box. */
const SEARCH_ROUTES = ['/desktop', '/trash'];
/**
 * Narrower than this (phones, a tablet upright) the search box is an icon that opens it over
 * the header: beside the brand and the header's buttons it would be too short to type in.
 */
const INLINE_SEARCH_MIN = 1024;

/**
 * The header of spec 000 §2. On a phone (`onMenu`) it keeps the menu button, the brand, the
 * search icon and the account; membership, tools and help move into the navigation drawer.
 */
export function Header({ onMenu, navOpen = false }: { onMenu?: () => void; navOpen?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const searchable = SEARCH_ROUTES.some((r) => pathname.endsWith(r));
  const user = useAtomValue(userAtom);
  const view = useSubscription(user);
  const { width } = useScreen();
  const expired = view?.badge === 'expired';
  const banner = (
    <div className="expired-banner" role="alert">
      {t('header.expiredBanner')}
    </div>
  );
  return (
    <>
      <header className="app-header">
        {onMenu && (
          <button type="button" className="icon-button nav-toggle" aria-label={t('header.openNav')} aria-expanded={navOpen} data-testid="nav-toggle" onClick={onMenu}>
            <MenuIcon />
          </button>
        )}
        <Brand />
        <div className="header-centre">
          {/* an expired membership replaces the search box with the renewal banner (spec 000 §2) */}
          {expired ? !onMenu && banner : user && searchable && <HeaderSearch collapsed={width < INLINE_SEARCH_MIN} />}
        </div>
        <div className="header-right">
          {user ? (
            <>
              {!onMenu && (
                <>
                  <PayButton />
                  <ToolsMenu />
                  <HeaderLinks />
                </>
              )}
              <AccountMenu user={user} />
            </>
          ) : (
            <Link to="/login" className="button">
              {t('header.login')}
            </Link>
          )}
        </div>
      </header>
      {/* a phone's header has no room for it: a strip of its own under the header */}
      {expired && onMenu && <div className="expired-strip">{banner}</div>}
    </>
  );
}
