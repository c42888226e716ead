import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordLoginSchema, type User } from '../../../../shared/src/protocol/auth';
import { Field } from '../../ui/Field';
import { SignInFormShell } from './SignInFormShell';
import { useSignIn } from './useSignIn';

const FIELDS = ['username', 'password'] as const;

export function PasswordForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, signIn, errorOf, setError } = useSignIn(FIELDS, onSignedIn);

  return (
    <SignInFormShell onSubmit={() => void signIn(PasswordLoginSchema, { username, password })} busy={busy} formError={errorOf('form')}>
      <Field
        label={t('login.username')}
        name="username"
        autoComplete="username"
        placeholder={t('login.usernamePlaceholder')}
        value={username}
        maxLength={64}
        error={errorOf('username')}
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
        error={errorOf('password')}
        onChange={(v) => (setPassword(v), setError(null))}
      />
    </SignInFormShell>
  );
}
