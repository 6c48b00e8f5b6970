import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test-support/ports.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-server-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run serve` with these settings, its output collected. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/node.ts'], {
    cwd: repoRoot,
    env: { ...process.env, RATE_LIMIT_PER_MINUTE: '0', MIN_FILL_TIME_MS: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const printed = async (pattern: RegExp) => {
    while (!pattern.test(output)) {
      if (child.exitCode !== null) throw new Error(`The server exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output.match(pattern)!;
  };
  return { child, exited, printed, output: () => output };
}

function stop(child: ChildProcess) {
  if (child.exitCode === null) child.kill('SIGKILL');
}

describe('the Node server', () => {
  it('refuses a setting it cannot use in one line naming it, before it creates the database', async () => {
    const settings: [string, Record<string, string>][] = [
      ['PORT', { PORT: 'abc' }],
      ['RATE_LIMIT_PER_MINUTE', { RATE_LIMIT_PER_MINUTE: '-1' }],
      ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
      ['DATABASE_URL', { DATABASE_URL: 'postgres://app@localhost:notaport/site' }],
      ['ADMIN_EMAIL', { ADMIN_EMAIL: 'owner@example.com' }],
      ['ADMIN_EMAIL/ADMIN_PASSWORD', { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' }],
    ];
    for (const [name, values] of settings) {
      const databasePath = join(dir, `${name.replace('/', '-')}.db`);
      const server = startServer({ DATABASE_PATH: databasePath, ...values });
      expect(await server.exited, name).toBe(1);
      expect(server.output().trim().split('\n'), name).toEqual([
        expect.stringMatching(`^Cannot start: ${name}`),
      ]);
      expect(existsSync(databasePath), name).toBe(false);
    }
  }, 30_000);

  it('refuses an ADMIN_PASSWORD the strength estimator guesses easily, saying why in one line', async () => {
    const databasePath = join(dir, 'weak-admin.db');
    const server = startServer({
      DATABASE_PATH: databasePath,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'Lebensversicherung',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      'Cannot start: ADMIN_EMAIL/ADMIN_PASSWORD refused: the password is too easy to guess; Single words are easy to guess. Add more words that are less common. Capitalize more than the first letter.',
    ]);
    expect(existsSync(databasePath)).toBe(false);
  }, 30_000);

  it('prints the setup link with the port the system chose when PORT is 0', async () => {
    const server = startServer({ PORT: '0', DATABASE_PATH: join(dir, 'port0.db') });
    try {
      const [, port] = await server.printed(/listening on http:\/\/localhost:(\d+)/);
      const [link] = await server.printed(/http:\/\/\S+\/admin\/setup\?token=\S+/);
      expect(new URL(link).port).toBe(port);
      // The link's address reaches this server (its page needs the built site, which unit tests run without).
      expect((await fetch(new URL('/api/health', link))).status).toBe(200);
    } finally {
      stop(server.child);
    }
  }, 30_000);

  it('lets the admin from ADMIN_EMAIL/ADMIN_PASSWORD sign in with the first request it answers', async () => {
    const admin = { email: 'owner@example.com', password: 'Correct-Horse-Battery-9' };
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = startServer({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'first-request.db'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_MFA: 'off',
    });
    try {
      // Sign-ins sent from the moment the server starts, as a deploy's first admin might: the first one it
      // answers already finds the admin.
      let res: Response | undefined;
      while (!res) {
        if (server.child.exitCode !== null) throw new Error(`The server exited: ${server.output()}`);
        res = await fetch(`${origin}/api/admin/sign-in`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify(admin),
        }).catch(() => new Promise<undefined>((resolve) => setTimeout(resolve, 5)));
      }
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).not.toBeNull();
    } finally {
      stop(server.child);
    }
  }, 30_000);

  it('stops on SIGTERM under kept-alive traffic: exit 0, and every acknowledged survey stored', async () => {
    const databasePath = join(dir, 'shutdown.db');
    const server = startServer({ PORT: '0', DATABASE_PATH: databasePath });
    let sending = true;
    try {
      const [, port] = await server.printed(/listening on http:\/\/localhost:(\d+)/);
      // Eight clients posting over kept-alive connections, as a proxy in front of the server does.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const body = JSON.stringify({ name: 'Until the end', solutionUsed: 'nova', rating: 5 });
      let acknowledged = 0;
      const post = () =>
        new Promise<void>((resolve) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port: Number(port),
              path: '/api/survey',
              method: 'POST',
              agent,
              headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
            },
            (response) => {
              response.resume();
              response.on('end', () => {
                if (response.statusCode === 201) acknowledged += 1;
                resolve();
              });
            },
          );
          request.on('error', () => resolve());
          request.end(body);
        });
      const clients = Array.from({ length: 8 }, async () => {
        while (sending) await post();
      });
      const deadline = Date.now() + 20_000;
      while (acknowledged < 50) {
        if (Date.now() > deadline)
          throw new Error(`${acknowledged} of 50 surveys acknowledged: ${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      server.child.kill('SIGTERM');
      const code = await server.exited;
      sending = false;
      await Promise.all(clients);
      agent.destroy();
      expect(code).toBe(0);
      expect(server.output()).not.toContain('Forced exit');
      const db = new Database(databasePath, { readonly: true });
      expect(db.prepare('SELECT count(*) FROM submissions').pluck().get()).toBe(acknowledged);
      db.close();
    } finally {
      sending = false;
      stop(server.child);
    }
  }, 30_000);
});
