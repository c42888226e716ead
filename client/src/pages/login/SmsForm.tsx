import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendSmsRequestSchema, SmsLoginSchema, type User } from '../../../../shared/src/protocol/auth';
import { api, ApiError } from '../../api/client';
import { toast } from '../../state/toasts';
import { Field } from '../../ui/Field';
import { SignInFormShell } from './SignInFormShell';
import { useSignIn } from './useSignIn';

const FIELDS = ['mobile', 'code'] as const;

export function SmsForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [cooldown, setCooldown] = useState(0);
  const { busy, check, signIn, errorOf, setError } = useSignIn(FIELDS, onSignedIn);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const sendCode = async () => {
    const request = check(SendSmsRequestSchema, { mobile });
    if (!request) return;
    try {
      setCooldown((await api('auth/sendsms', request, { showError: false })).cooldown);
      setError(null);
      toast('success', t('login.codeSent'));
    } catch (err) {
      if (err instanceof ApiError) setError({ field: 'form', message: err.message });
    }
  };

  return (
    <SignInFormShell onSubmit={() => void signIn(SmsLoginSchema, { mobile, code })} busy={busy} formError={errorOf('form')}>
      <Field
        label={t('login.mobile')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('login.mobilePlaceholder')}
        value={mobile}
        maxLength={11}
        error={errorOf('mobile')}
        onChange={(v) => (setMobile(v.replace(/\D/g, '')), setError(null))}
      />
      <Field
        label={t('login.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('login.codePlaceholder')}
        value={code}
        maxLength={6}
        error={errorOf('code')}
        onChange={(v) => (setCode(v.replace(/\D/g, '')), setError(null))}
        addon={
          <button type="button" className="addon-button" disabled={cooldown > 0} onClick={() => void sendCode()}>
            {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.sendCode')}
          </button>
        }
      />
      <p className="muted small">{t('login.smsHint')}</p>
    </SignInFormShell>
  );
}
