import { join } from 'node:path';
import { openSqliteDatabase, type Database } from './database';
import { openPostgresDatabase } from './postgres';
import type { Schema } from './schema';

/**
 * The database the configuration names, for the server and the admin CLI alike (neither knows
 * the engine): PostgreSQL when DATABASE_URL is set (issue 12), else the embedded SQLite file in
 * DATA_DIR, which needs nothing installed.
 */
export async function openDatabase(config: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase<Schema>(config.databaseUrl);
  return openSqliteDatabase(join(config.dataDir, 'lightkit.sqlite'));
}
