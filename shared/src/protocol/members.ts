import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { DocIdSchema } from './doc';

// Colleagues on a document (issue 18): the owner gives an account edit or view access by its
// username or mobile; members see who else is there; a member may leave.

const key = (k: MessageKey): string => k;

/** At most this many members a document (the owner not counted). */
export const MEMBERS_MAX = 50;

export const MEMBER_ROLES = ['edit', 'view'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const PersonSchema = z.object({ uuid: z.string(), nickname: z.string(), avatar: z.string() });
export type Person = z.infer<typeof PersonSchema>;

export const MemberSchema = PersonSchema.extend({
  /** the username, or the mobile masked as 138****1234 */
  account: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** when they were added (ms) */
  add_time: z.number(),
});
export type Member = z.infer<typeof MemberSchema>;

export const MembersSchema = z.object({ owner: PersonSchema, members: z.array(MemberSchema) });
export type Members = z.infer<typeof MembersSchema>;

export const MemberSetSchema = z.object({
  id: DocIdSchema,
  /** a username or mobile (what a person types), or a member's or colleague's uuid */
  account: z
    .string({ error: key('member.accountRequired') })
    .trim()
    .min(1, key('member.accountRequired'))
    .max(64, key('member.accountUnknown')),
  role: z.enum(['edit', 'view', 'none'], { error: key('member.badRole') }),
});

/** Someone of the owner's company who could be added (by uuid; the account is for show). */
export const ColleagueSchema = PersonSchema.extend({ account: z.string() });
export type Colleague = z.infer<typeof ColleagueSchema>;

/** 138****1234: enough to recognise a colleague, not enough to learn their number. */
export const maskMobile = (mobile: string): string => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile);
