import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '../../../../shared/src/protocol/auth';
import { api } from '../../api/client';
import { loginPath } from '../../api/session-codes';
import { forgetUser, rememberUser } from '../../state/user-cache';
import { userAtom } from '../../state/session';
import { store } from '../../state/store';
import { toast } from '../../state/toasts';
import { AccountDialog } from '../account/AccountDialog';
import { SettingsDialog } from '../account/SettingsDialog';
import { useLayer } from '../../ui/useLayer';
import { useSubscription } from '../useSubscription';
import { LanguageSwitch } from './LanguageSwitch';
import { Avatar } from '../../ui/Avatar';

/** The account menu of spec 000 §2: who, until when, which state, account dialog, sign-out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [settings, setSettings] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const view = useSubscription(user)!;
  const navigate = useNavigate();

  useLayer(open, () => setOpen(false), root);

  // A full page load after sign-out: nothing of this account stays in memory.
  const logout = async () => {
    setOpen(false);
    await api('auth/logout').catch(() => undefined);
    await forgetUser();
    window.location.assign(loginPath());
  };

  const switchSite = async (id: number, name: string) => {
    const next = await api('auth/usesite', { id }).catch(() => null);
    if (next) {
      store.set(userAtom, next);
      void rememberUser(next);
      toast('success', t('account.switchedSite', { name }));
    }
  };

  const renewText =
    view.badge === 'expired'
      ? t('account.renewCardExpired')
      : view.badge === 'experience'
        ? t('account.renewCardExperience', { days: view.daysLeft })
        : t('account.renewCardMember', { days: view.daysLeft });
  const otherSites = user.site.sites.filter((s) => s.id !== user.site.id);

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="account-trigger"
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={user.nickname || user.username} src={user.avatar} size={32} />
        {/* a long nickname is cut with an ellipsis (the whole of it on hover): the search box keeps its width */}
        <span className="account-nickname" title={user.nickname}>
          {user.nickname}
        </span>
      </button>
      {open && (
        <div className="account-popover" role="menu" data-testid="account-menu">
          <div className="account-summary">
            <Avatar name={user.nickname || user.username} src={user.avatar} size={96} />
            <div className="account-who">
              <div className="account-nickname-big" data-testid="account-nickname">
                {user.nickname}
              </div>
              <div className="muted">
                {t('common.labelled', { label: t('account.menuAccount'), value: user.username || user.mobile })}
              </div>
              <div className="muted">
                {t('common.labelled', { label: t('account.validUntil'), value: user.app.expires })}
              </div>
              <span className={`badge badge-${view.badge}`}>{view.badgeText}</span>
            </div>
          </div>
          {user.site.company && (
            <div className="account-company">
              {user.site.logo && <img src={user.site.logo} alt="" width={24} height={24} />}
              <span>
                {t('common.labelled', { label: t('account.currentCompany'), value: user.site.company })}
              </span>
            </div>
          )}
          <div className={`renew-card renew-${view.badge}`}>{renewText}</div>
          <div className="menu-items">
            <button type="button" role="menuitem" onClick={() => (setOpen(false), setEditing(true))}>
              {t('account.myAccount')}
            </button>
            {otherSites.map((site) => (
              <button key={site.id} type="button" role="menuitem" onClick={() => void switchSite(site.id, site.name)}>
                {t('common.labelled', { label: t('account.switchCompany'), value: site.name })}
              </button>
            ))}
            <button type="button" role="menuitem" onClick={() => (setOpen(false), setSettings(true))}>
              {t('account.settings')}
            </button>
            {user.admin && (
              <button type="button" role="menuitem" onClick={() => (setOpen(false), navigate('/admin'))}>
                {t('account.admin')}
              </button>
            )}
            <div className="menu-row">
              <LanguageSwitch />
            </div>
            <button type="button" role="menuitem" className="danger" onClick={() => void logout()}>
              {t('account.logout')}
            </button>
          </div>
        </div>
      )}
      {editing && <AccountDialog user={user} onClose={() => setEditing(false)} />}
      {settings && <SettingsDialog onClose={() => setSettings(false)} />}
    </div>
  );
}
