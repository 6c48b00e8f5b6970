import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../api/src/test-support/ports.ts';
import { repoRoot } from '../support/server.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** The child leads a process group of its own (the worker: wrangler and workerd under it); signals go to all. */
  group?: boolean;
  baseUrl: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
}

/** Starts `api/src/node.ts` exactly as `npm run serve` does and resolves once it answers /api/health. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  return start(['api/src/node.ts'], env, timeoutMs, false);
}

/**
 * Starts the worker as `npm run worker` does after its build (`api/src/cli/worker.ts`: D1 migrations, then
 * `wrangler dev --local` on workerd, D1 kept in `WORKER_DATA_DIR`), in a process group of its own so a kill reaches
 * workerd too; resolves once it answers /api/health.
 */
export async function startWorker(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  return start(['api/src/cli/worker.ts'], env, timeoutMs, true);
}

async function start(
  script: string[],
  env: Record<string, string>,
  timeoutMs: number,
  group: boolean,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  const signal = (name: NodeJS.Signals) => (group ? process.kill(-child.pid!, name) : child.kill(name));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      // What the leader started (workerd under wrangler) may still run.
      if (group) await stopServer({ child, group, baseUrl, output: () => output }, 'SIGKILL');
      throw new Error(`Server exited with ${child.exitCode} during start:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { child, group, baseUrl, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signal('SIGKILL');
  throw new Error(`Server did not become healthy within ${timeoutMs} ms:\n${output}`);
}

/**
 * Stops the server (its whole group: workerd outlives wrangler otherwise) and waits for it; one that has not
 * exited 15 s after the signal is killed, so a stop never hangs the test.
 */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const send = (name: NodeJS.Signals) => {
    try {
      if (server.group) process.kill(-server.child.pid!, name);
      else server.child.kill(name);
    } catch {
      // Nothing left in the group.
    }
  };
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    if (server.group) send('SIGKILL');
    return;
  }
  const exited = once(server.child, 'exit');
  send(signal);
  const overdue = setTimeout(() => send('SIGKILL'), 15_000);
  await exited;
  clearTimeout(overdue);
}
