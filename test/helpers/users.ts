import type { User } from '../../shared/src/protocol/auth';
import type { NewAccount } from '../../sync-server/src/services/accounts';
import { newClient } from './http';
import type { TestServer } from './server';

let seq = 0;

/** Creates an account through the service the admin CLI uses, and a client signed in as it. */
export async function newUser(server: TestServer, account: NewAccount = {}) {
  seq += 1;
  const username = account.username ?? `user${seq}x${Math.random().toString(36).slice(2, 6)}`;
  const password = account.password ?? 'light2026';
  const row = await server.app.services.accounts.create({ nickname: `设计师${seq}`, ...account, username, password });
  const client = newClient(server.url);
  const login = await client.post<User>('auth/login', { username, password });
  if (login.status !== 0) throw new Error(`sign-in failed: ${login.message}`);
  return { row, client, username, password, user: login.data };
}
