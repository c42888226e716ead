import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Issue 12's settings: the store and the bus are chosen by URL; a wrong URL stops the start
// with a line naming the variable, rather than a node quietly running on SQLite alone.

describe('the configuration of engines', () => {
  it('runs on SQLite alone, blobs under DATA_DIR, when nothing is set', () => {
    const c = loadConfig({ DATA_DIR: '/srv/lightkit' });
    expect(c.databaseUrl).toBeNull();
    expect(c.redisUrl).toBeNull();
    expect(c.blobDir).toBe('/srv/lightkit/blobs');
  });

  it('takes PostgreSQL, Redis and a shared blob directory by URL and path', () => {
    const c = loadConfig({ DATA_DIR: '/srv/a', DATABASE_URL: 'postgres://lk:pw@db:5432/lightkit', REDIS_URL: 'redis://cache:6379', BLOB_DIR: '/mnt/shared/blobs' });
    expect(c).toMatchObject({ databaseUrl: 'postgres://lk:pw@db:5432/lightkit', redisUrl: 'redis://cache:6379', blobDir: '/mnt/shared/blobs' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/x' }).databaseUrl).toBe('postgresql://db/x');
  });

  it('refuses a URL of another kind, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/x' })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL');
  });
});
