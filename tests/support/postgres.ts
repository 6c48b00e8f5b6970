/**
 * A throwaway PostgreSQL server for tests, benchmarks and the crash test: Debian's binaries, `initdb` into a temp
 * folder (as the `postgres` user when we are root, since initdb refuses root), a free port on loopback, fsync and
 * synchronous_commit on as in production, stopped and deleted at the end.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../api/src/test-support/ports.ts';

export const postgresInstallHint =
  'PostgreSQL tests skipped: no PostgreSQL server binaries found; install them with `sudo apt-get install -y postgresql` (or set PG_BIN)';

/** The folder holding initdb, pg_ctl and postgres: `PG_BIN`, else the newest under /usr/lib/postgresql. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

export interface PostgresServer {
  port: number;
  /** A connection URL for a database on this server. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Runs SQL as the superuser in a database. */
  sql(statement: string, database?: string): Promise<void>;
  stop(): Promise<void>;
}

const user = 'site';

export function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function startPostgres({ bin = findPostgresBin() } = {}): Promise<PostgresServer> {
  if (!bin) throw new Error(postgresInstallHint);
  const dir = mkdtempSync(
    join(existsSync('/dev/shm') && process.env.PG_ON_TMPFS ? '/dev/shm' : tmpdir(), 'site-pg-'),
  );
  const owner = postgresUser();
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const command = owner ? 'runuser' : join(bin, program);
    const argv = owner ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=on',
    '-c synchronous_commit=on',
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  try {
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  const url = (database = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`;
  const sql = async (statement: string, database = 'postgres') => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let stopped = false;
  return {
    port,
    url,
    sql,
    async createDatabase(name) {
      await sql(`CREATE DATABASE "${name}"`);
      return url(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
