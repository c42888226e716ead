import { describe, expect, it } from 'vitest';
import { libpqEnv } from './backup-postgres';

// pg_dump and pg_restore get the connection through libpq's environment, never the password as
// an argument (ps shows arguments to every account on the machine).
describe('libpqEnv', () => {
  it('takes every part of a DATABASE_URL, decoded', () => {
    expect(libpqEnv('postgres://light%40kit:p%3Ass%2Fw@db.example.com:6543/lightkit?sslmode=require')).toEqual({
      PGHOST: 'db.example.com',
      PGPORT: '6543',
      PGUSER: 'light@kit',
      PGPASSWORD: 'p:ss/w',
      PGDATABASE: 'lightkit',
      PGSSLMODE: 'require',
    });
  });

  it('leaves out what the URL does not say, and takes a socket directory from ?host=', () => {
    expect(libpqEnv('postgresql:///lightkit?host=/var/run/postgresql')).toEqual({ PGHOST: '/var/run/postgresql', PGDATABASE: 'lightkit' });
    expect(libpqEnv('postgres://[::1]/x')).toEqual({ PGHOST: '::1', PGDATABASE: 'x' });
  });
});
