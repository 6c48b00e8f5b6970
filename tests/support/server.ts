import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedOrigin } from '../../api/src/test-support/ports.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  port: number;
  databasePath: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr), e.g. the first admin's setup link. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production server (built site + API) with a fresh temporary database on a port the system gives it
 * (`PORT=0`, read back from the line it prints, so no other process can take the port between choosing and
 * listening) and waits until /api/health answers. `env` overrides settings such as RATE_LIMIT_PER_MINUTE.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const databasePath = join(dir, 'site.db');
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/node.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: databasePath, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 30_000;
  let port = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const origin = printedOrigin(output);
    port ||= origin ? Number(new URL(origin).port) : 0;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy within 30 s:\n${output}`);
    }
    if (!port) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    port,
    databasePath,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
