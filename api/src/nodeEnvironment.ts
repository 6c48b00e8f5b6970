import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where the Node server and the command line find the database (PostgreSQL URL or SQLite file) and the site. */
export function nodeLocations(env: Record<string, string | undefined>) {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePath: resolve(env.DATABASE_PATH ?? resolve(repoRoot, 'data/site.db')),
    siteDir: resolve(env.SITE_DIR ?? resolve(repoRoot, 'app/dist/client')),
  };
}
