import { z } from 'zod';
import type { MessageKey } from '../i18n';

const key = (k: MessageKey): string => k;

/** Rows per page of the admin user list. */
export const ADMIN_PAGE_LIMIT = 50;
/** The longest membership an administrator can grant in one step (100 years, as the CLI). */
export const MEMBER_DAYS_MAX = 36_500;

export const AdminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** matches username, nickname or mobile */
  keyword: z.string().trim().max(32).default(''),
});

export const AdminUserSchema = z.object({
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  admin: z.boolean(),
  disabled: z.boolean(),
  /** 0 member, 1 experience (spec 000 §3 app.type) */
  app_type: z.union([z.literal(0), z.literal(1)]),
  /** membership end, 'YYYY-MM-DD' in China time */
  expires: z.string(),
  expired: z.boolean(),
  /** the design-tool licence (kujiale.enable) */
  design: z.boolean(),
  create_time: z.number(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersSchema = z.object({ rows: z.array(AdminUserSchema), total: z.number().int(), limit: z.number().int() });

/**
 * One change to one account; every field is optional and only the given ones change, all in
 * one transaction. member_days makes the account a member for that many days from today.
 */
export const AdminUpdateSchema = z
  .object({
    uuid: z.uuid({ error: key('admin.userMissing') }),
    member_days: z
      .number({ error: key('admin.daysInvalid') })
      .int(key('admin.daysInvalid'))
      .min(1, key('admin.daysInvalid'))
      .max(MEMBER_DAYS_MAX, key('admin.daysInvalid'))
      .optional(),
    design: z.boolean().optional(),
    disabled: z.boolean().optional(),
    admin: z.boolean().optional(),
  })
  .strict();
