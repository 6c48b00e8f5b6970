/**
 * PostgreSQL for the power-cut test: a cluster whose data directory lives on the lazy file system, started with the
 * `postgres` binary itself (not pg_ctl, so this process knows the postmaster) and killed with every backend at once.
 * Settings as in production: fsync and synchronous_commit on.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { findPostgresBin, postgresInstallHint, postgresUser } from '../support/postgres.ts';

const user = 'site';

/**
 * Creates a cluster in `dataDir` on the backing folder, before the lazy file system is mounted over it: the disk as
 * the installer left it, synced.
 */
export function initCluster(dataDir: string) {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresInstallHint);
  const owner = postgresUser();
  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });
  mkdirSync(dataDir, { mode: 0o700 });
  if (owner) chownSync(dataDir, owner.uid, owner.gid);
  const args = ['-D', dataDir, '-U', user, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'];
  const result = owner
    ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'initdb'), ...args], { encoding: 'utf8' })
    : spawnSync(join(bin, 'initdb'), args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`initdb failed (${result.status}): ${result.stderr || result.stdout}`);
}

export interface Cluster {
  url(database?: string): string;
  /** SIGKILL to the postmaster and every process it started, all at once; resolves when the postmaster is gone. */
  kill(): Promise<void>;
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the fourth field; the second (the name, in parentheses) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts the cluster in `dataDir` (on the mount) on `port`, its socket in `socketDir`; resolves once it answers. */
export async function startCluster(
  dataDir: string,
  port: number,
  socketDir: string,
  timeoutMs = 60_000,
): Promise<Cluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresInstallHint);
  const owner = postgresUser();
  mkdirSync(socketDir, { recursive: true });
  if (owner) chownSync(socketDir, owner.uid, owner.gid);
  const settings = [
    `listen_addresses=127.0.0.1`,
    'fsync=on',
    'synchronous_commit=on',
    'max_connections=200',
    'shared_buffers=64MB',
  ];
  const child = spawn(
    join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', socketDir, ...settings.flatMap((setting) => ['-c', setting])],
    { stdio: ['ignore', 'pipe', 'pipe'], ...(owner ?? {}) },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr!.on('data', (chunk) => {
    output += String(chunk);
  });
  const url = (database = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`postgres exited with ${child.exitCode} during start:\n${output}`);
    const client = new pg.Client({ connectionString: url() });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`postgres did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const pid = child.pid!;
      // Stopped, the postmaster can start no new backend between the listing and the kill.
      process.kill(pid, 'SIGSTOP');
      for (const victim of [pid, ...childrenOf(pid)]) {
        try {
          process.kill(victim, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      await exited(child);
    },
  };
}
