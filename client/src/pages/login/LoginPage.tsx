import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { User } from '../../../../shared/src/protocol/auth';
import { safeForward } from '../../app/guard-logic';
import { LanguageSwitch } from '../../app/layout/LanguageSwitch';
import { knownVersionAtom, userAtom } from '../../state/session';
import { store } from '../../state/store';
import { rememberUser } from '../../state/user-cache';
import { PasswordForm } from './PasswordForm';
import { SmsForm } from './SmsForm';

type Tab = 'password' | 'sms';

export function LoginPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('password');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const signedIn = (user: User) => {
    store.set(userAtom, user);
    void rememberUser(user);
    store.set(knownVersionAtom, store.get(knownVersionAtom) ?? user.site.version);
    navigate(safeForward(params.get('forward')), { replace: true });
  };

  return (
    <div className="login-page">
      <section className="login-art" aria-hidden="true">
        <div className="login-art-glow" />
        <img src="/kit/favicon.svg" alt="" width={72} height={72} />
        <h2>{t('app.name')}</h2>
        <p>{t('login.subtitle')}</p>
      </section>
      <section className="login-panel">
        <div className="login-card">
          {/* where the picture beside the form is left out (narrow screens), the lamp stays */}
          <img className="login-logo" src="/kit/favicon.svg" alt="" width={56} height={56} />
          <h1>{t('login.title')}</h1>
          <div className="tabs" role="tablist">
            {(['password', 'sms'] as const).map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={tab === id}
                className={tab === id ? 'tab active' : 'tab'}
                onClick={() => setTab(id)}
              >
                {id === 'password' ? t('login.tabPassword') : t('login.tabSms')}
              </button>
            ))}
          </div>
          {tab === 'password' ? <PasswordForm onSignedIn={signedIn} /> : <SmsForm onSignedIn={signedIn} />}
        </div>
        <footer className="login-footer">
          <LanguageSwitch />
        </footer>
      </section>
    </div>
  );
}
