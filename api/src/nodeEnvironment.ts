import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { integerSetting, SettingError } from './config.ts';

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

/**
 * How much of the Node server one client can hold (`HEADERS_TIMEOUT_SECONDS`, `REQUEST_TIMEOUT_SECONDS`,
 * `MAX_CONNECTIONS`): a request's headers must have arrived within the first, the whole request (its body too)
 * within the second, or the connection gets a 408 and is closed; past the cap, new connections are closed at once.
 * A client trickling its headers or body a byte at a time would otherwise keep a connection, its buffers and a
 * request handler waiting for as long as it liked, and enough of them would take the server (slowloris). The
 * bodies this server takes are at most 32 KiB, which even a slow phone sends in well under the defaults.
 */
export function connectionLimits(env: Record<string, string | undefined>) {
  const headersTimeoutSeconds = integerSetting(env, 'HEADERS_TIMEOUT_SECONDS', 15, 1, 3_600);
  const requestTimeoutSeconds = integerSetting(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3_600);
  if (headersTimeoutSeconds > requestTimeoutSeconds)
    throw new SettingError(
      `HEADERS_TIMEOUT_SECONDS (${headersTimeoutSeconds}) must not be more than REQUEST_TIMEOUT_SECONDS (${requestTimeoutSeconds}): the headers are part of the request.`,
    );
  return {
    headersTimeoutMs: headersTimeoutSeconds * 1000,
    requestTimeoutMs: requestTimeoutSeconds * 1000,
    maxConnections: integerSetting(env, 'MAX_CONNECTIONS', 1_000, 1, 1_000_000),
  };
}
