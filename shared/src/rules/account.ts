import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { EMAIL_PATTERN, MOBILE_PATTERN, USERNAME_PATTERN } from './patterns';

// Account rules of spec 000 §5. Every message is a catalogue key: the server translates it
// into the caller's language, the client form shows it through i18next.

export const PASSWORD_SPECIALS = '~!@#$%^&*';
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const TEXT_FIELD_MAX = 32;

const key = (k: MessageKey): string => k;

export function usernameProblem(username: string): MessageKey | null {
  return USERNAME_PATTERN.test(username) ? null : 'rules.usernameInvalid';
}

/** Checks a filled password; a blank one means "unchanged" and is never passed here. */
export function passwordProblem(password: string): MessageKey | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'rules.passwordLength';
  if (!/^[A-Za-z0-9~!@#$%^&*]+$/.test(password)) return 'rules.passwordChars';
  const kinds = [/\d/, /[A-Za-z]/, /[~!@#$%^&*]/].filter((re) => re.test(password)).length;
  return kinds >= 2 ? null : 'rules.passwordKinds';
}

const limited = (max: number, message: MessageKey) => z.string().trim().max(max, key(message));

export const nicknameSchema = z
  .string({ error: key('rules.nicknameRequired') })
  .trim()
  .min(1, key('rules.nicknameRequired'))
  .max(TEXT_FIELD_MAX, key('rules.nicknameTooLong'));

/** The "my account" form (spec 000 §3 account form, §5 rules). Mobile is read-only there. */
export const AccountFormSchema = z
  .object({
    username: z.string().trim().max(64, key('rules.usernameInvalid')).default(''),
    nickname: nicknameSchema,
    name: limited(TEXT_FIELD_MAX, 'rules.nameTooLong').default(''),
    /** 0 male, 1 female, null not chosen; left out, the stored choice stays as it is */
    gender: z.union([z.literal(0), z.literal(1)], { error: key('rules.genderInvalid') }).nullable().optional(),
    mobile: z.string().optional(),
    company: limited(TEXT_FIELD_MAX, 'rules.companyTooLong').default(''),
    department: limited(TEXT_FIELD_MAX, 'rules.departmentTooLong').default(''),
    position: limited(TEXT_FIELD_MAX, 'rules.positionTooLong').default(''),
    password: z.string().max(64, key('rules.passwordLength')).default(''),
    password1: z.string().max(64, key('rules.passwordLength')).default(''),
    /** proof for a new password: the current one, or an SMS code when the account has none */
    old_password: z.string().max(64).default(''),
    sms_code: z.string().max(8).default(''),
  })
  .superRefine((form, ctx) => {
    if (form.username !== '') {
      const problem = usernameProblem(form.username);
      if (problem) ctx.addIssue({ code: 'custom', path: ['username'], message: problem });
    }
    if (form.password !== '') {
      const problem = passwordProblem(form.password);
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      else if (form.password1 === '')
        ctx.addIssue({ code: 'custom', path: ['password1'], message: key('rules.password1Required') });
      else if (form.password1 !== form.password)
        ctx.addIssue({ code: 'custom', path: ['password1'], message: key('rules.password1Mismatch') });
    }
  });
export type AccountForm = z.infer<typeof AccountFormSchema>;
export type AccountFormInput = z.input<typeof AccountFormSchema>;

/**
 * The OK button of the account dialog is disabled when there is no account and none entered,
 * or when the nickname is empty (spec 000 §5).
 */
export function accountFormSubmittable(form: { username: string; nickname: string }, currentUsername: string): boolean {
  if (currentUsername === '' && form.username.trim() === '') return false;
  return form.nickname.trim() !== '';
}

/** The account name can be set once; after that any different value is refused. */
export function usernameChangeProblem(current: string, requested: string): MessageKey | null {
  if (current === '' || requested === '' || requested === current) return null;
  return 'rules.usernameFixed';
}

/** Company settings shown on quotations and decks (spec 000 §3 User.setting). */
export const UserSettingSchema = z.object({
  company: limited(64, 'rules.companyTooLong').default(''),
  contact: limited(TEXT_FIELD_MAX, 'rules.nameTooLong').default(''),
  address: z.string().trim().max(128).default(''),
  mobile: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), key('rules.mobileInvalid')),
  phone: z.string().trim().max(32).default(''),
  email: z
    .string()
    .trim()
    .max(128)
    .default('')
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), key('rules.emailInvalid')),
  logo: z.string().trim().max(512).default(''),
  slogan: z.string().trim().max(64).default(''),
});
export type UserSetting = z.infer<typeof UserSettingSchema>;
