/**
 * Backs up the store the server uses (the same environment: `DATABASE_URL`, else SQLite at `DATABASE_PATH`)
 * while it keeps running:
 *
 *   npm run backup                       # to backups/site-<UTC time>.db (SQLite) or .dump (PostgreSQL)
 *   npm run backup -- --to <file>
 *
 * SQLite: the online backup API, then integrity_check on the copy. PostgreSQL: `pg_dump --format=custom` (restore
 * with `pg_restore --dbname=<url> <file>`); the password goes to pg_dump through PGPASSWORD, never on a command line.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nodeLocations } from '../nodeEnvironment.ts';
import { backupPostgres, backupSqlite } from '../storage/backup.ts';
import { describeStore } from '../storage/openStore.ts';

let values: { to?: string };
try {
  ({ values } = parseArgs({ options: { to: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run backup [-- --to <file>]`);
  process.exit(1);
}
const locations = nodeLocations(process.env);
const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');
const to = resolve(values.to ?? `backups/site-${stamp}.${locations.databaseUrl ? 'dump' : 'db'}`);

try {
  if (locations.databaseUrl) {
    const { bytes } = await backupPostgres(locations.databaseUrl, to);
    console.log(`Backed up ${describeStore(locations)} to ${to} (pg_dump custom format, ${bytes} bytes)`);
  } else {
    const { pages, bytes } = await backupSqlite(locations.databasePath, to);
    console.log(
      `Backed up ${describeStore(locations)} to ${to} (${pages} pages, ${bytes} bytes, integrity_check ok)`,
    );
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
