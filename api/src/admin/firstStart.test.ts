import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { printedOrigin } from '../test-support/ports.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const running: { child: ChildProcess; dir: string }[] = [];

afterEach(() => {
  for (const { child, dir } of running.splice(0)) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Starts `npm run serve` on a fresh database, on a port the system gives it, and collects what it prints until it
 * has printed `lines` lines (the first says whether e-mail is on).
 */
async function start(env: Record<string, string>, lines: number) {
  const dir = mkdtempSync(join(tmpdir(), 'site-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/node.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'site.db'),
      SITE_DIR: join(dir, 'none'),
      ...env,
    },
  });
  running.push({ child, dir });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      if (output.split('\n').filter(Boolean).length >= lines) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const baseUrl = printedOrigin(output);
  if (!baseUrl) throw new Error(`no address in what the server printed: ${output}`);
  return { output, baseUrl };
}

describe('first start', () => {
  it('prints one line with a working setup link when no admin exists', async () => {
    const { output, baseUrl } = await start({}, 3);
    const link = output.match(/(http:\/\/127\.0\.0\.1:\d+\/admin\/setup\?token=[A-Za-z0-9_-]{43})/)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    const res = await fetch(`${baseUrl}/api/admin/setup?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email: 'ada@example.com', password: 'correct horse battery staple' }),
    });
    expect(res.status).toBe(201);
  });

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD, warns once that MFA is off, and prints no password', async () => {
    const password = 'correct horse battery staple';
    const { output, baseUrl } = await start(
      { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: password, ADMIN_MFA: 'off' },
      4,
    );
    expect(output.match(/ADMIN_MFA=off/g)).toHaveLength(1);
    expect(output).toContain('Admin ops@example.com created');
    expect(output).not.toContain(password);
    expect(output).not.toContain('/admin/setup?token=');
    const res = await fetch(`${baseUrl}/api/admin/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email: 'ops@example.com', password }),
    });
    expect(await res.json()).toMatchObject({ stage: 'signed_in' });
  });

  it('warns once on start that WEBHOOK_ALLOW_PRIVATE is on, and says nothing of it when it is off', async () => {
    const on = await start({ WEBHOOK_ALLOW_PRIVATE: 'on' }, 3);
    expect(on.output.match(/Warning: WEBHOOK_ALLOW_PRIVATE=on/g)).toHaveLength(1);
    const off = await start({}, 3);
    expect(off.output).not.toContain('WEBHOOK_ALLOW_PRIVATE');
  });
});
