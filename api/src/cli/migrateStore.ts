/**
 * Moves an embedded SQLite store to PostgreSQL, for a site that outgrows one machine:
 *
 *   npm run migrate-store -- --from sqlite:data/site.db --to "$DATABASE_URL" [--replace]
 *
 * Stop the server first (a submission stored after the copy began would stay behind). Both databases are migrated
 * to the newest schema, then every table is copied in one transaction and the row counts compared before it
 * commits: all of it arrives or none. The target must be empty unless `--replace` (which empties it first, e.g.
 * after a server already seeded the catalogue there). Then start the instances with DATABASE_URL set.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copySqliteToPostgres } from '../storage/copyStore.ts';
import { describeStore } from '../storage/openStore.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!values.from?.startsWith('sqlite:'))
  fail('Usage: npm run migrate-store -- --from sqlite:<file> --to postgres://… [--replace]');
const from = resolve(values.from.slice('sqlite:'.length));
const to = values.to ?? process.env.DATABASE_URL;
if (!to || !/^postgres(ql)?:\/\//.test(to)) fail('--to must be a postgres:// URL (or set DATABASE_URL)');
const shownTo = describeStore({ databaseUrl: to, databasePath: '' });

try {
  const { tables } = await copySqliteToPostgres({ from, to, replace: values.replace });
  for (const { name, rows } of tables) console.log(`  ${name}: ${rows} rows`);
  const total = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Copied SQLite ${from} to ${shownTo}: ${total} rows in ${tables.length} tables, counts checked.`,
  );
} catch (error) {
  // Never the URL as given: it may hold a password.
  const message = (error as Error).message.replaceAll(to, shownTo);
  fail(`Nothing was copied: ${message}`);
}
