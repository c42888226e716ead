import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface SmsCodeRow {
  mobile: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  tries: number;
}

export type SmsCodesRepo = ReturnType<typeof createSmsCodesRepo>;

export function createSmsCodesRepo(db: Kysely<Schema>) {
  return {
    find: (mobile: string): Promise<SmsCodeRow | undefined> => db.selectFrom('sms_codes').selectAll().where('mobile', '=', mobile).executeTakeFirst(),
    save: async (mobile: string, codeHash: string, sentAt: number, expiresAt: number): Promise<void> =>
      void (await db
        .insertInto('sms_codes')
        .values({ mobile, code_hash: codeHash, sent_at: sentAt, expires_at: expiresAt, tries: 0 })
        .onConflict((oc) =>
          oc.column('mobile').doUpdateSet((eb) => ({
            code_hash: eb.ref('excluded.code_hash'),
            sent_at: eb.ref('excluded.sent_at'),
            expires_at: eb.ref('excluded.expires_at'),
            tries: 0,
          })),
        )
        .execute()),
    /**
     * Uses up one try of a live code, in one statement: answers the code's hash and the tries
     * counted with this one, or nothing when the code is gone, expired or its tries are used up.
     * Counting before comparing means codes sent at once each take their own try, whatever
     * order their comparisons finish in.
     */
    takeTry: (mobile: string, now: number, maxTries: number): Promise<{ code_hash: string; tries: number } | undefined> =>
      db
        .updateTable('sms_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('mobile', '=', mobile)
        .where('expires_at', '>', now)
        .where('tries', '<', maxTries)
        .returning(['code_hash', 'tries'])
        .executeTakeFirst(),
    remove: async (mobile: string): Promise<void> => void (await db.deleteFrom('sms_codes').where('mobile', '=', mobile).execute()),
  };
}
