import type { Db } from '../db';

export interface SmsCodeRow {
  mobile: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  tries: number;
}

export type SmsCodesRepo = ReturnType<typeof createSmsCodesRepo>;

export function createSmsCodesRepo(db: Db) {
  const find = db.prepare<[string], SmsCodeRow>('SELECT * FROM sms_codes WHERE mobile = ?');
  const upsert = db.prepare<[string, string, number, number]>(
    `INSERT INTO sms_codes (mobile, code_hash, sent_at, expires_at, tries) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT(mobile) DO UPDATE SET code_hash = excluded.code_hash, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, tries = 0`,
  );
  const addTry = db.prepare<[string]>('UPDATE sms_codes SET tries = tries + 1 WHERE mobile = ?');
  const remove = db.prepare<[string]>('DELETE FROM sms_codes WHERE mobile = ?');

  return {
    find: (mobile: string) => find.get(mobile),
    save: (mobile: string, codeHash: string, sentAt: number, expiresAt: number) => upsert.run(mobile, codeHash, sentAt, expiresAt),
    addTry: (mobile: string) => addTry.run(mobile),
    remove: (mobile: string) => remove.run(mobile),
  };
}
