import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/src/protocol/auth';
import { PasswordLoginSchema } from '../../../../shared/src/protocol/auth';
import { api, ApiError } from '../../api/client';
import { Field } from '../../ui/Field';

export function PasswordForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'username' | 'password' | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = PasswordLoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: issue.path[0] === 'password' ? 'password' : 'username', message: t(issue.message) });
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
        label={t('login.username')}
        name="username"
        autoComplete="username"
        placeholder={t('login.usernamePlaceholder')}
        value={username}
        maxLength={64}
        error={error?.field === 'username' ? error.message : null}
        onChange={(v) => (setUsername(v), setError(null))}
      />
      <Field
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={password}
        maxLength={64}
        error={error?.field === 'password' ? error.message : null}
        onChange={(v) => (setPassword(v), setError(null))}
      />
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
