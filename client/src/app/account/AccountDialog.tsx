import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/src/protocol/auth';
import { accountFormSubmittable, AccountFormSchema, type AccountFormInput } from '../../../../shared/src/rules/account';
import { api, ApiError } from '../../api/client';
import { userAtom } from '../../state/session';
import { store } from '../../state/store';
import { rememberUser } from '../../state/user-cache';
import { toast } from '../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import { DialogButtons } from '../../ui/DialogButtons';
import { Field } from '../../ui/Field';
import { SmsCodeField } from '../../ui/SmsCodeField';
import { useCooldown } from '../../ui/useCooldown';

type FormState = Required<Omit<AccountFormInput, 'mobile'>>;
type Errors = Partial<Record<keyof FormState, string>>;

function initialForm(user: User): FormState {
  return {
    username: user.username,
    nickname: user.nickname,
    name: user.name,
    gender: user.gender,
    company: user.company,
    department: user.department,
    position: user.position,
    password: '',
    password1: '',
    old_password: '',
    sms_code: '',
  };
}

/** The first rule message per field, translated. */
function formErrors(form: FormState, user: User, t: (key: string) => string): Errors {
  const result = AccountFormSchema.safeParse(form);
  const errors: Errors = {};
  // the proof a new password needs depends on the account, which the schema does not know
  if (form.password !== '' && user.has_password && form.old_password === '') errors.old_password = t('rules.oldPasswordRequired');
  if (form.password !== '' && !user.has_password && form.sms_code === '') errors.sms_code = t('rules.smsCodeRequired');
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path[0] as keyof FormState] ??= t(issue.message);
  return errors;
}

/** "My account" (480 px, spec 000 §2, §5): the same rules as the server, checked as you type. */
export function AccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormState>(() => initialForm(user));
  const [touched, setTouched] = useState<ReadonlySet<keyof FormState>>(new Set());
  const [serverError, setServerError] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [cooldown, setCooldown] = useCooldown();
  const usernameFixed = user.username !== '';
  const ruleErrors = formErrors(form, user, t);
  // Rule errors show for fields the user has changed; the server's answer shows until the next edit.
  const errors: Errors = { ...serverError };
  for (const key of touched) errors[key] ??= ruleErrors[key];

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setTouched((s) => new Set(s).add(key));
    setServerError({});
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (Object.keys(ruleErrors).length > 0) {
      setTouched(new Set(Object.keys(ruleErrors) as (keyof FormState)[]));
      return;
    }
    setSaving(true);
    try {
      const saved = await api('auth/commit', form, { showError: false });
      store.set(userAtom, saved);
      void rememberUser(saved);
      toast('success', t('account.saved'));
      onClose();
    } catch (err) {
      // Server refusals are shown in the dialog, next to the field they concern.
      if (err instanceof ApiError) {
        const field = err.field !== undefined && err.field in form ? (err.field as keyof FormState) : 'nickname';
        setServerError({ [field]: err.message });
      }
    } finally {
      setSaving(false);
    }
  };

  // A new password is proven by the current one, or by a code to the mobile when there is none.
  const sendCode = async () => {
    try {
      setCooldown((await api('auth/sendsms', { mobile: user.mobile }, { showError: false })).cooldown);
      toast('success', t('login.codeSent'));
    } catch (err) {
      if (err instanceof ApiError) setServerError({ sms_code: err.message });
    }
  };
  const changingPassword = form.password !== '';

  const canSubmit = accountFormSubmittable(form, user.username) && !saving;

  return (
    <Dialog
      title={t('account.dialogTitle')}
      width={480}
      onClose={onClose}
      testId="account-dialog"
      footer={<DialogButtons onCancel={onClose} form="account-form" disabled={!canSubmit} okLabel={saving ? t('common.saving') : undefined} />}
    >
      <form id="account-form" className="form-grid" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('account.username')}
          name="username"
          value={form.username}
          maxLength={16}
          disabled={usernameFixed}
          placeholder={t('account.usernamePlaceholder')}
          hint={usernameFixed ? t('account.usernameFixed') : undefined}
          error={errors.username}
          onChange={(v) => set('username', v)}
        />
        <Field label={t('account.mobile')} name="mobile" value={user.mobile || t('account.mobileEmpty')} readOnly disabled />
        <Field
          label={t('account.nickname')}
          name="nickname"
          value={form.nickname}
          maxLength={32}
          required
          error={errors.nickname}
          onChange={(v) => set('nickname', v)}
        />
        <Field label={t('account.name')} name="name" value={form.name} maxLength={32} error={errors.name} onChange={(v) => set('name', v)} />
        <div className="field">
          <span className="field-label">{t('account.gender')}</span>
          <div className="radio-row" role="radiogroup" aria-label={t('account.gender')}>
            {([0, 1] as const).map((g) => (
              <label key={g}>
                <input type="radio" name="gender" checked={form.gender === g} onChange={() => set('gender', g)} />
                {g === 0 ? t('account.male') : t('account.female')}
              </label>
            ))}
          </div>
        </div>
        <Field label={t('account.company')} name="company" value={form.company} maxLength={32} error={errors.company} onChange={(v) => set('company', v)} />
        <Field
          label={t('account.department')}
          name="department"
          value={form.department}
          maxLength={32}
          error={errors.department}
          onChange={(v) => set('department', v)}
        />
        <Field label={t('account.position')} name="position" value={form.position} maxLength={32} error={errors.position} onChange={(v) => set('position', v)} />
        <Field
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          maxLength={16}
          placeholder={t('account.passwordPlaceholder')}
          error={errors.password}
          onChange={(v) => set('password', v)}
        />
        <Field
          label={t('account.password1')}
          name="password1"
          type="password"
          autoComplete="new-password"
          value={form.password1}
          maxLength={16}
          error={errors.password1}
          onChange={(v) => set('password1', v)}
        />
        {changingPassword && user.has_password && (
          <Field
            label={t('account.oldPassword')}
            name="old_password"
            type="password"
            autoComplete="current-password"
            value={form.old_password}
            maxLength={16}
            hint={t('account.passwordSignsOut')}
            error={errors.old_password}
            onChange={(v) => set('old_password', v)}
          />
        )}
        {changingPassword && !user.has_password && user.mobile !== '' && (
          <SmsCodeField
            label={t('account.smsCode')}
            value={form.sms_code}
            hint={t('account.passwordSignsOut')}
            error={errors.sms_code}
            cooldown={cooldown}
            onChange={(v) => set('sms_code', v)}
            onSend={() => void sendCode()}
          />
        )}
      </form>
    </Dialog>
  );
}
