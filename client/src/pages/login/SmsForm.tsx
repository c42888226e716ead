import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendSmsRequestSchema, SmsLoginSchema, type User } from '../../../../shared/src/protocol/auth';
import { api, ApiError } from '../../api/client';
import { toast } from '../../state/toasts';
import { Field } from '../../ui/Field';
import { SmsCodeField } from '../../ui/SmsCodeField';
import { useCooldown } from '../../ui/useCooldown';
import { SignInFormShell } from './SignInFormShell';
import { useSignIn } from './useSignIn';

const FIELDS = ['mobile', 'code'] as const;

export function SmsForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [cooldown, setCooldown] = useCooldown();
  const { busy, check, signIn, errorOf, setError } = useSignIn(FIELDS, onSignedIn);

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
      <SmsCodeField
        label={t('login.code')}
        value={code}
        error={errorOf('code')}
        cooldown={cooldown}
        onChange={(v) => (setCode(v), setError(null))}
        onSend={() => void sendCode()}
      />
      <p className="muted small">{t('login.smsHint')}</p>
    </SignInFormShell>
  );
}
