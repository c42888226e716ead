import { z } from 'zod';
import { AccountFormSchema, UserSettingSchema } from '../rules/account';
import { MOBILE_PATTERN, SMS_CODE_PATTERN, URL_TOKEN_PATTERN } from '../rules/patterns';
import type { MessageKey } from '../i18n';

const key = (k: MessageKey): string => k;

const mobile = z.string({ error: key('rules.mobileInvalid') }).trim().regex(MOBILE_PATTERN, key('rules.mobileInvalid'));

export const PasswordLoginSchema = z.object({
  username: z.string({ error: key('login.needUsername') }).trim().min(1, key('login.needUsername')).max(64),
  password: z.string({ error: key('login.needPassword') }).min(1, key('login.needPassword')).max(64),
});
export const SmsLoginSchema = z.object({
  mobile,
  code: z.string({ error: key('rules.codeInvalid') }).trim().regex(SMS_CODE_PATTERN, key('rules.codeInvalid')),
});
export const TokenLoginSchema = z.object({
  token: z.string({ error: key('errors.tokenInvalid') }).regex(URL_TOKEN_PATTERN, key('errors.tokenInvalid')),
});
export type LoginRequest =
  | z.infer<typeof PasswordLoginSchema>
  | z.infer<typeof SmsLoginSchema>
  | z.infer<typeof TokenLoginSchema>;

/** Which way of signing in a body asks for, judged by its keys. */
function loginSchemaFor(body: unknown) {
  const keys = body !== null && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.includes('token')) return TokenLoginSchema;
  if (keys.includes('mobile') || keys.includes('code')) return SmsLoginSchema;
  return PasswordLoginSchema;
}

/**
 * One call signs in by password, by SMS code, or by a one-time sign-in link token. The body is
 * routed to one schema by its keys (rather than a zod union) so a missing field is reported
 * by that schema's own message, e.g. "please enter the password".
 */
export const LoginRequestSchema = z.unknown().transform((body, ctx): LoginRequest => {
  const input = body !== null && typeof body === 'object' ? body : {};
  const result = loginSchemaFor(input).safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const SendSmsRequestSchema = z.object({ mobile });
export const SendSmsResponseSchema = z.object({ cooldown: z.number().int() });

export const AppStateSchema = z.object({
  expired: z.number().int(),
  expires: z.string(),
  expires_at: z.number(),
  type: z.union([z.literal(0), z.literal(1)]),
});

export const SiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  logo: z.string(),
  version: z.string(),
  domain: z.string(),
  tongji_baidu: z.string(),
  has_sites: z.boolean(),
  /** company site name; '' for the personal site */
  company: z.string(),
  category: z.string(),
  /** the sites this user may switch to */
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), company: z.boolean() })),
});
export type Site = z.infer<typeof SiteSchema>;

export const UserSchema = z.object({
  login: z.literal(true),
  /** the account has not chosen an account name yet (new SMS account) */
  first: z.boolean(),
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  name: z.string(),
  /** 0 male, 1 female (spec 000 §3); null while the person has not chosen */
  gender: z.union([z.literal(0), z.literal(1)]).nullable(),
  mobile: z.string(),
  /** the account has a password (else changing it needs an SMS code) */
  has_password: z.boolean(),
  avatar: z.string(),
  /** 'company' when the current site is a company site */
  type: z.enum(['personal', 'company']),
  admin: z.boolean(),
  /** the account is an admin (user_sites.role) of the current site, a company: it may write the company's products */
  company_admin: z.boolean().default(false),
  company: z.string(),
  department: z.string(),
  position: z.string(),
  app: AppStateSchema,
  setting: UserSettingSchema,
  site: SiteSchema,
  kujiale: z.object({ enable: z.boolean() }),
});
export type User = z.infer<typeof UserSchema>;
export const LoggedOutSchema = z.object({ login: z.literal(false) });
export const AuthGetResponseSchema = z.union([UserSchema, LoggedOutSchema]);
export type AuthGetResponse = z.infer<typeof AuthGetResponseSchema>;

export const CommitRequestSchema = AccountFormSchema;
export const SettingRequestSchema = UserSettingSchema;
export const UseSiteRequestSchema = z.object({ id: z.coerce.number().int().positive() });
export const PingResponseSchema = z.object({ version: z.string() });

export const AppPermissionSchema = z.object({
  code: z.string(),
  /** 1 = usable */
  status: z.union([z.literal(0), z.literal(1)]),
  /** YYYY-MM-DD or '' when it does not expire */
  expire: z.string(),
});
export type AppPermission = z.infer<typeof AppPermissionSchema>;
