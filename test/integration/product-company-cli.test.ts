import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/src/protocol/product';
import { runAdmin, USAGE } from '../../sync-server/src/admin/commands';
import { newClient } from '../helpers/http';
import { draft } from '../helpers/products';
import { newServer } from '../helpers/server';
import { testDatabaseUrl } from '../helpers/test-database';

/* Issue 13: `npm run admin -- company` makes a company site and adds its admins and members. */
const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-company-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let databaseUrl: string | null = null;
beforeAll(async () => {
  databaseUrl = await testDatabaseUrl(dataDir);
});
const admin = (...args: string[]) => runAdmin(args, { dataDir, baseUrl: 'http://127.0.0.1', databaseUrl });

describe('admin company', () => {
  it('creates the company once, adds an admin and a member; the admin edits its catalogue, the member reads it', async () => {
    expect(USAGE).toContain('company <企业名称>');
    await admin('create-user', 'alice', 'light2026');
    await admin('create-user', 'bobby', 'light2026');
    expect(await admin('company', '光刻照明', '--add', 'alice', '--admin')).toBe('alice 已加入企业 光刻照明（管理员）');
    expect(await admin('company', '光刻照明', '--add', 'bobby')).toBe('bobby 已加入企业 光刻照明（成员）');
    expect(await admin('company', '光刻照明')).toMatch(/^企业已存在：光刻照明/);
    await expect(admin('company', '光刻照明', '--add', 'nobody')).rejects.toThrow('用户不存在：nobody');

    const server = await newServer({ dataDir });
    try {
      const alice = newClient(server.url);
      const bob = newClient(server.url);
      await alice.post('auth/login', { username: 'alice', password: 'light2026' });
      await bob.post('auth/login', { username: 'bobby', password: 'light2026' });
      const made = await alice.post<Product>('product/commit', draft({ store: 'company' }));
      expect(made.data).toMatchObject({ store: 'company', editable: true });
      expect((await bob.get<Product>('product/get', { uuid: made.data.uuid })).data.editable).toBe(false);
      expect((await bob.post('product/commit', draft({ store: 'company' }))).message).toBe('只有企业管理员可以修改企业产品库');
    } finally {
      await server.stop();
    }
  });
});
