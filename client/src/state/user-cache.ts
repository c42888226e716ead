import { UserSchema, type User } from '../../../shared/src/protocol/auth';
import { db } from '../storage/db';

// The last signed-in user, so the app opens offline (site visit, no network) with the account
// and documents this device already has. Only a network failure falls back to it; a server
// that says "signed out" always wins.

const KEY = 'user';

export async function rememberUser(user: User): Promise<void> {
  await db.kv.put({ key: KEY, value: user }).catch(() => undefined);
}

export async function cachedUser(): Promise<User | null> {
  const row = await db.kv.get(KEY).catch(() => undefined);
  const parsed = UserSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export async function forgetUser(): Promise<void> {
  await db.kv.delete(KEY).catch(() => undefined);
}
