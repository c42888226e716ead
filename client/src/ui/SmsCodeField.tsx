import { useTranslation } from 'react-i18next';
import { Field } from './Field';

interface Props {
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  /** seconds before another code may be asked for */
  cooldown: number;
  onChange: (digits: string) => void;
  onSend: () => void;
}

/** A six-digit SMS code with its "get code" button counting down (sign-in, setting a password). */
export function SmsCodeField({ label, value, error, hint, cooldown, onChange, onSend }: Props) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('login.codePlaceholder')}
      value={value}
      maxLength={6}
      hint={hint}
      error={error}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      addon={
        <button type="button" className="addon-button" disabled={cooldown > 0} onClick={onSend}>
          {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.sendCode')}
        </button>
      }
    />
  );
}
