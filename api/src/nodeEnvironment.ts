import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { integerSetting } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where the Node server and the command line find the database (PostgreSQL URL or SQLite file) and the site; an
 * empty variable (a blank line in an env file) means the default, as for every other setting.
 */
export function nodeLocations(env: Record<string, string | undefined>) {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePath: resolve(env.DATABASE_PATH?.trim() || resolve(repoRoot, 'data/site.db')),
    siteDir: resolve(env.SITE_DIR?.trim() || resolve(repoRoot, 'app/dist/client')),
  };
}

/** The port and interface to listen on (`PORT`, `HOST`); port 0 lets the system choose a free one. */
export function listenSettings(
  env: Record<string, string | undefined>,
  defaultPort: number,
  defaultHost = '0.0.0.0',
) {
  return {
    port: integerSetting(env, 'PORT', defaultPort, 0, 65_535),
    hostname: env.HOST?.trim() || defaultHost,
  };
}
