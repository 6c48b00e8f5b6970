import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../admin/passwords.ts';
import { nodeSecretKeys } from '../secretsAtRest/nodeSecretKey.ts';
import { openSqliteStore } from '../storage/sqliteStore.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;
let databasePath: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-cli-'));
  databasePath = join(dir, 'site.db');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run admin -- …` as a person would, typing the password on standard input. */
function admin(args: string[], input = '') {
  return adminOn(databasePath, args, input);
}

function adminOn(
  path: string,
  args: string[],
  input = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'api/src/cli/admin.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_PATH: path } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

async function withStore<T>(use: (store: ReturnType<typeof openSqliteStore>) => Promise<T>): Promise<T> {
  const store = openSqliteStore({ path: databasePath });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

describe('npm run admin', () => {
  it('creates the first admin, and a second one only with --yes', async () => {
    const created = await admin(['create', 'ada@example.com'], 'correct horse battery staple\n');
    expect(created.stdout).toContain('Created admin ada@example.com');
    expect(created.code).toBe(0);

    const refused = await admin(['create', 'grace@example.com'], 'another long passphrase\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Add --yes');

    const second = await admin(['create', 'grace@example.com', '--yes'], 'another long passphrase\n');
    expect(second.code).toBe(0);

    const listed = await admin(['list']);
    expect(listed.stdout).toMatch(/ada@example\.com.*no second factor/);
    expect(listed.stdout).toContain('grace@example.com');
  });

  it('refuses a common password and never prints the password', async () => {
    const refused = await admin(['create', 'linus@example.com', '--yes'], 'qwertyuiop123\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the password is too common');
    expect(refused.stdout + refused.stderr).not.toContain('qwertyuiop123');
  });

  it('refuses a password the strength estimator guesses easily, saying why in its words', async () => {
    const refused = await admin(['create', 'linus@example.com', '--yes'], 'Lebensversicherung\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'the password is too easy to guess; Single words are easy to guess. Add more words that are less common.',
    );
    expect(refused.stdout + refused.stderr).not.toContain('Lebensversicherung');
  });

  it('resets a password, which ends the admin’s sessions and is written to the audit log', async () => {
    const reset = await admin(['reset-password', 'ada@example.com'], 'a brand new passphrase\n');
    expect(reset.code).toBe(0);
    await withStore(async (store) => {
      const account = (await store.admins.findAccountByEmail('ada@example.com'))!;
      expect(await verifyPassword(account.passwordHash, 'a brand new passphrase')).toBe(true);
      const [latest] = await store.audit.list({ kind: 'password_reset', limit: 1 });
      expect(latest).toMatchObject({ actor: 'command line', subject: 'ada@example.com' });
    });
    const unknown = await admin(['reset-password', 'nobody@example.com'], 'a brand new passphrase\n');
    expect(unknown.code).toBe(1);
  });

  it('says which database it uses, and makes no new one but for create', async () => {
    expect((await admin(['list'])).stderr).toContain(`SQLite ${databasePath}`);
    const typo = `${databasePath}.typo`;
    const listed = await adminOn(typo, ['list']);
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(`No database at ${typo} (DATABASE_PATH)`);
    expect(existsSync(typo)).toBe(false);
    const created = await adminOn(typo, ['create', 'new@example.com'], 'correct horse battery staple\n');
    expect(created.code).toBe(0);
    expect(created.stderr).toContain(`New database: SQLite ${typo}`);
  });

  it('rotate-key re-encrypts every stored secret under a new key file, and a backup holds no secret in plain text', async () => {
    const seed = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const before = nodeSecretKeys({}, dir);
    await withStore(async (store) => {
      const [account] = await store.admins.listAccounts();
      await store.admins.setSecondFactor(
        account!.id,
        await before.box.seal(seed, 'account_totp', account!.id),
        [],
        {
          id: 'enrolled-1',
          at: new Date().toISOString(),
          kind: 'second_factor_enrolled',
          actorId: null,
          actor: 'test',
          client: null,
          subject: null,
          details: {},
        },
      );
    });
    const rotated = await admin(['rotate-key']);
    expect(rotated.code, rotated.stderr).toBe(0);
    const after = nodeSecretKeys({}, dir, { create: false });
    expect(after.box.keyId).not.toBe(before.box.keyId);
    expect(rotated.stdout).toContain(
      `Re-encrypted 1 secret(s) under key ${after.box.keyId} (was ${before.box.keyId})`,
    );
    expect(existsSync(join(dir, 'secret.key.new'))).toBe(false);
    await withStore(async (store) => {
      const [account] = await store.admins.listAccounts();
      expect(account!.totpSecret).toContain(`:${after.box.keyId}:`);
      expect(await after.box.open(account!.totpSecret!, 'account_totp', account!.id)).toBe(seed);
      await expect(before.box.open(account!.totpSecret!, 'account_totp', account!.id)).rejects.toThrow();
      const [entry] = await store.audit.list({ kind: 'secret_key_rotated', limit: 1 });
      expect(entry).toMatchObject({ actor: 'command line', details: { secrets: 1, to: after.box.keyId } });
    });

    const backup = join(dir, 'backup.db');
    const backedUp = await new Promise<number>((resolve) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', 'api/src/cli/backup.ts', '--to', backup],
        { cwd: repoRoot, env: { ...process.env, DATABASE_PATH: databasePath } },
        (error) => resolve(error ? 1 : 0),
      ),
    );
    expect(backedUp).toBe(0);
    expect(readFileSync(backup).toString('latin1')).not.toContain(seed);
    expect(readFileSync(backup).toString('latin1')).toContain('sealed:v1:');
  });

  it('verify-audit says the chain holds, and names the first entry changed behind the server’s back', async () => {
    const intact = await admin(['verify-audit']);
    expect(intact.code, intact.stderr).toBe(0);
    expect(intact.stdout).toMatch(
      /^The audit log's chain holds: \d+ entries, the last sealed entry is #\d+ \(/,
    );
    const db = new Database(databasePath);
    const { id } = db.prepare('SELECT id FROM audit_log WHERE seq = 2').get() as { id: string };
    db.prepare("UPDATE audit_log SET subject = 'someone@example.com' WHERE seq = 2").run();
    db.close();
    const broken = await admin(['verify-audit']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`The audit log's chain is broken at entry #2 (${id}`);
  });

  it('creates admins with a role, changes roles, lists them, and keeps the last owner an owner', async () => {
    const path = join(dir, 'roles.db');
    const first = await adminOn(
      path,
      ['create', 'boss@example.com', '--role', 'support'],
      'correct horse battery staple\n',
    );
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('The first admin must be an owner');
    expect((await adminOn(path, ['create', 'boss@example.com'], 'correct horse battery staple\n')).code).toBe(
      0,
    );
    const helper = await adminOn(
      path,
      ['create', 'help@example.com', '--role', 'support', '--yes'],
      'correct horse battery staple\n',
    );
    expect(helper.stdout).toContain('Created admin help@example.com (support).');
    expect((await adminOn(path, ['create', 'x@example.com', '--role', 'admin', '--yes'])).stderr).toContain(
      '--role must be owner, editor or support, not "admin".',
    );
    const list = await adminOn(path, ['list']);
    expect(list.stdout).toMatch(/^boss@example\.com\towner\t/m);
    expect(list.stdout).toMatch(/^help@example\.com\tsupport\t/m);
    const last = await adminOn(path, ['set-role', 'boss@example.com', 'editor']);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('boss@example.com is the last owner');
    expect((await adminOn(path, ['set-role', 'help@example.com', 'owner'])).stdout).toContain(
      'help@example.com is now owner.',
    );
    expect((await adminOn(path, ['set-role', 'boss@example.com', 'editor'])).code).toBe(0);
    expect((await adminOn(path, ['list'])).stdout).toMatch(/^boss@example\.com\teditor\t/m);
  });
});
