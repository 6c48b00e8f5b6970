import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from './storage/sqliteStore.ts';
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

/**
 * A raw HTTP/1.1 exchange: sends `head` at once, then the bytes of `trickle` one at a time every `everyMs` (over
 * and over), and resolves with everything the server sent once it closed the connection.
 */
function trickled(port: number, head: string, trickle: string, everyMs: number) {
  return new Promise<{ answer: string; bytesSent: number }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(trickle[bytesSent % trickle.length]!);
        bytesSent += 1;
      }, everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    // A write after the server closed its side may fail; what the server sent before is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server kept a trickled request open: ${answer}`));
    }, 20_000).unref();
  });
}

/** Whether the server answers a plain request on a connection of its own. */
function answersAtAll(port: number) {
  return new Promise<number | undefined>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', () => resolve(undefined));
  });
}

describe('the Node server', () => {
  it('refuses a setting it cannot use in one line naming it, before it creates the database', async () => {
    const settings: [string, Record<string, string>][] = [
      ['PORT', { PORT: 'abc' }],
      ['RATE_LIMIT_PER_MINUTE', { RATE_LIMIT_PER_MINUTE: '-1' }],
      ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
      ['HEADERS_TIMEOUT_SECONDS', { HEADERS_TIMEOUT_SECONDS: '0' }],
      ['HEADERS_TIMEOUT_SECONDS', { HEADERS_TIMEOUT_SECONDS: '40', REQUEST_TIMEOUT_SECONDS: '30' }],
      ['MAX_CONNECTIONS', { MAX_CONNECTIONS: 'many' }],
      ['WEBHOOK_PORTS', { WEBHOOK_PORTS: '443,https' }],
      ['DATABASE_URL', { DATABASE_URL: 'postgres://app@localhost:notaport/site' }],
      ['ADMIN_EMAIL', { ADMIN_EMAIL: 'owner@example.com' }],
      ['ADMIN_EMAIL/ADMIN_PASSWORD', { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' }],
    ];
    // All at once: each start is a process of its own, and one after another they took longer than the test may.
    await Promise.all(
      settings.map(async ([name, values], index) => {
        const databasePath = join(dir, `setting-${index}.db`);
        const server = startServer({ DATABASE_PATH: databasePath, ...values });
        expect(await server.exited, name).toBe(1);
        expect(server.output().trim().split('\n'), name).toEqual([
          expect.stringMatching(`^Cannot start: ${name}`),
        ]);
        expect(existsSync(databasePath), name).toBe(false);
      }),
    );
  }, 60_000);

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

  it('keeps its key in a file of its own, encrypts secrets stored before, and will not start with another key', async () => {
    const dataDir = join(dir, 'keys');
    const databasePath = join(dataDir, 'site.db');
    const seed = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    // A database as an earlier release left it: an admin whose TOTP seed is stored in plain text.
    const before = openSqliteStore({ path: databasePath });
    const entry = (kind: 'account_created' | 'second_factor_enrolled') => ({
      id: `${kind}-1`,
      at: new Date().toISOString(),
      kind,
      actorId: null,
      actor: 'test',
      client: null,
      subject: null,
      details: {},
    });
    await before.admins.createAccount(
      { id: 'a1', email: 'ops@example.com', passwordHash: 'x', createdAt: new Date().toISOString() },
      entry('account_created'),
    );
    await before.admins.setSecondFactor('a1', seed, [], entry('second_factor_enrolled'));
    await before.close();

    const server = startServer({ PORT: '0', DATABASE_PATH: databasePath });
    try {
      const [, keyId, keyFile] = await server.printed(
        /secrets encrypted with the key ([0-9a-f]{8}) from (\S+)\)/,
      );
      expect(keyFile).toBe(join(dataDir, 'secret.key'));
      expect(statSync(keyFile!).mode & 0o777).toBe(0o600);
      server.child.kill('SIGTERM');
      await server.exited;
      const after = openSqliteStore({ path: databasePath });
      const stored = (await after.admins.findAccount('a1'))?.totpSecret;
      await after.close();
      expect(stored).toMatch(new RegExp(`^sealed:v1:${keyId}:`));
      expect(readFileSync(databasePath).toString('latin1')).not.toContain(seed);
    } finally {
      stop(server.child);
    }

    const stranger = startServer({
      PORT: '0',
      DATABASE_PATH: databasePath,
      SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
    });
    expect(await stranger.exited).toBe(1);
    expect(stranger.output()).toMatch(
      /^Cannot start: the database holds 1 secret\(s\) encrypted with another key/m,
    );

    // The database copied elsewhere without its key file: the start is refused, and leaves no key file of its own
    // behind (a second start would otherwise find a stranger's key and say the same thing for a different reason).
    const copyDir = join(dir, 'copied');
    mkdirSync(copyDir);
    copyFileSync(databasePath, join(copyDir, 'site.db'));
    const copied = startServer({ PORT: '0', DATABASE_PATH: join(copyDir, 'site.db') });
    expect(await copied.exited).toBe(1);
    expect(copied.output()).toMatch(
      /^Cannot start: the database holds 1 secret\(s\) encrypted with another key/m,
    );
    expect(existsSync(join(copyDir, 'secret.key'))).toBe(false);
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

  it('cuts a request trickled in slowly with 408, caps the connections, and keeps answering others', async () => {
    const server = startServer({
      PORT: '0',
      DATABASE_PATH: join(dir, 'limits.db'),
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      MAX_CONNECTIONS: '3',
    });
    try {
      const port = Number((await server.printed(/listening on http:\/\/localhost:(\d+)/))[1]);

      // A body announced and then sent a byte every 200 ms: it would take 20 s; the server stops waiting.
      const body = JSON.stringify({
        name: 'Langsam',
        solutionUsed: 'nova',
        rating: 5,
        comment: 'x'.repeat(40),
      });
      const slowBody = await trickled(
        port,
        `POST /api/survey HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        200,
      );
      expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(slowBody.bytesSent).toBeLessThan(body.length);

      // Headers that never end (slowloris): cut the same way.
      const slowHeaders = await trickled(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: y\r\n', 100);
      expect(slowHeaders.answer).toMatch(/^HTTP\/1\.1 408 /);

      // Three connections that send nothing hold the cap; a fourth is closed without an answer.
      const idle = await Promise.all(
        [1, 2, 3].map(
          () =>
            new Promise<ReturnType<typeof connect>>((resolve) => {
              const socket = connect(port, '127.0.0.1', () => resolve(socket));
              socket.on('error', () => undefined);
            }),
        ),
      );
      // The kernel queues connections in order, so Node has taken the three before it takes this one.
      expect(await answersAtAll(port)).toBeUndefined();
      for (const socket of idle) socket.destroy();
      // Once Node has seen them close, there is room again.
      let status: number | undefined;
      for (let tries = 0; status === undefined && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await answersAtAll(port);
      }
      expect(status).toBe(200);
      expect(server.output()).not.toMatch(/Unhandled|Error:/);
    } finally {
      stop(server.child);
    }
  }, 30_000);
});
