import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgresDatabase } from '../../sync-server/src/storage/postgres';
import { startPostgres } from './postgres';
import { PG_TEMPLATE } from './test-database';

/**
 * The `integration-pg` project: ONE throwaway PostgreSQL cluster for the whole run, with a
 * database migrated once as the template every test server's database is copied from (a copy
 * is a file copy; migrating each one would cost a second per server). Workers get its URL
 * through inject('pgUrl'); the cluster is stopped and deleted when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  const template = await openPostgresDatabase(cluster.url.replace(/\/postgres$/, `/${PG_TEMPLATE}`));
  await template.close();
  // a copy needs the template without sessions: a closed pool's backends take a moment to exit
  for (let i = 0; ; i++) {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [PG_TEMPLATE]);
    if (rows[0]!.n === 0) break;
    if (i > 100) throw new Error(`${PG_TEMPLATE} still has ${rows[0]!.n} sessions`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await admin.end();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
