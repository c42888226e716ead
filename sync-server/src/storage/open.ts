import { join } from 'node:path';
import { openSqliteDatabase } from './database';
import type { Database } from './database';

/**
 * The database the configuration names, for the server and the admin CLI alike (neither knows
 * the engine). Today the embedded SQLite file in DATA_DIR; PostgreSQL (DATABASE_URL) is chosen
 * here too once its side lands.
 */
export function openDatabase(dataDir: string): Database {
  return openSqliteDatabase(join(dataDir, 'lightkit.sqlite'));
}
