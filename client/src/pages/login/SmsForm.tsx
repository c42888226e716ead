import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/src/protocol/auth';
import { SendSmsRequestSchema, SmsLoginSchema } from '../../../../shared/src/protocol/auth';
import { api, ApiError } from '../../api/client';
import { toast } from '../../state/toasts';
import { Field } from '../../ui/Field';

export function SmsForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [cooldown, setCooldown] = useState(0);
  const [error, setError] = useState<{ field: 'mobile' | 'code' | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const sendCode = async () => {
    const parsed = SendSmsRequestSchema.safeParse({ mobile });
    if (!parsed.success) {
      setError({ field: 'mobile', message: t(parsed.error.issues[0]!.message) });
      return;
    }
    try {
      const answer = await api('auth/sendsms', parsed.data, { showError: false });
      setCooldown(answer.cooldown);
      setError(null);
      toast('success', t('login.codeSent'));
    } catch (err) {
      if (err instanceof ApiError) setError({ field: 'form', message: err.message });
    }
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = SmsLoginSchema.safeParse({ mobile, code });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: issue.path[0] === 'code' ? 'code' : 'mobile', message: t(issue.message) });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api('auth/login', parsed.data, { showError: false }));
    } catch (err) {
      if (err instanceof ApiError) setError({ field: 'form', message: err.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('login.mobile')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('login.mobilePlaceholder')}
        value={mobile}
        maxLength={11}
        error={error?.field === 'mobile' ? error.message : null}
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
        error={error?.field === 'code' ? error.message : null}
        onChange={(v) => (setCode(v.replace(/\D/g, '')), setError(null))}
        addon={
          <button type="button" className="addon-button" disabled={cooldown > 0} onClick={() => void sendCode()}>
            {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.sendCode')}
          </button>
        }
      />
      <p className="muted small">{t('login.smsHint')}</p>
      {error?.field === 'form' && (
        <div className="form-error" role="alert">
          {error.message}
        </div>
      )}
      <button type="submit" className="primary block" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
