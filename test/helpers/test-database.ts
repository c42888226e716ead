import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

// Which engine the integration suite runs on: SQLite (the `integration` project) or PostgreSQL
// (`integration-pg`: LIGHTKIT_TEST_DATABASE=postgres, one cluster for the run started by
// postgres-global-setup.ts). Tests stay engine-neutral; only these helpers know the difference.

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's PostgreSQL cluster (postgres://…/postgres); only in the integration-pg project */
    pgUrl: string;
  }
}

/** the migrated database each test database is copied from */
export const PG_TEMPLATE = 'lightkit_template';

export const onPostgres = (): boolean => process.env.LIGHTKIT_TEST_DATABASE === 'postgres';

let admin: Promise<pg.Client> | null = null;
/** one connection per worker to the cluster's `postgres` database, for CREATE/DROP DATABASE */
function adminClient(): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: inject('pgUrl') });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  })();
  return admin;
}

let counter = 0;
const urlOf = (name: string) => inject('pgUrl').replace(/\/postgres$/, `/${name}`);

/** A fresh database on the run's cluster, already migrated (a copy of the template); answers its URL. */
export async function createTestDatabase(): Promise<{ url: string; name: string }> {
  const name = `t${process.pid}_${++counter}`;
  const client = await adminClient();
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  return { url: urlOf(name), name };
}

export async function dropTestDatabase(name: string): Promise<void> {
  const client = await adminClient();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

const byDataDir = new Map<string, string>();

/**
 * The PostgreSQL database that stands for a DATA_DIR in PostgreSQL mode (created on first use,
 * the same one each time: a test that restarts a server or runs the admin CLI on a DATA_DIR
 * finds its rows again); null on SQLite, where the DATA_DIR's file is the database.
 */
export async function testDatabaseUrl(dataDir: string): Promise<string | null> {
  if (!onPostgres()) return null;
  const known = byDataDir.get(dataDir);
  if (known) return known;
  const name = `d${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
  const client = await adminClient();
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  byDataDir.set(dataDir, urlOf(name));
  return urlOf(name);
}

/** A fresh database with no tables at all (not the migrated template): what a restore fills. */
export async function createEmptyTestDatabase(): Promise<{ url: string; name: string }> {
  const name = `e${process.pid}_${++counter}`;
  const client = await adminClient();
  await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  return { url: urlOf(name), name };
}

/** Makes `url` the database that stands for `dataDir` (a restored one), instead of a fresh copy of the template. */
export function useTestDatabaseFor(dataDir: string, url: string): void {
  byDataDir.set(dataDir, url);
}
