import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultApiConfig } from '../config.ts';
import { manualClock } from '../test-support/appUnderTest.ts';
import { type TestStore, testStore } from '../test-support/testStore.ts';
import { applyEnvironmentAdmin, issueSetupToken, setUpFirstAdmin } from './accounts.ts';

const hashes = vi.hoisted(() => ({ made: 0 }));
vi.mock('./passwords.ts', async (original) => {
  const passwords = await original<typeof import('./passwords.ts')>();
  return {
    ...passwords,
    hashPassword: (password: string) => {
      hashes.made += 1;
      return passwords.hashPassword(password);
    },
  };
});

const facts = { client: '192.0.2.1', userAgent: null };
const account = { email: 'ada@example.com', password: 'a long enough passphrase' };

let t: TestStore;
let deps: Parameters<typeof setUpFirstAdmin>[0];
beforeEach(() => {
  t = testStore();
  deps = { store: t.store, clock: manualClock(), config: defaultApiConfig };
  hashes.made = 0;
});
afterEach(() => t.cleanup());

// The setup request needs no session and has no rate limit: a password hash (about 15 ms of CPU) is spent only
// on a link that can create the first admin.
describe('the setup link hashes a password only when it can create the first admin', () => {
  it('not for an unknown link, nor once it is used', async () => {
    expect(await setUpFirstAdmin(deps, 'not-a-real-token', account, facts)).toBe('invalid_token');
    expect(hashes.made).toBe(0);

    const token = (await issueSetupToken(deps))!;
    expect((await setUpFirstAdmin(deps, token, account, facts)) as { stage: string }).toMatchObject({
      stage: 'enrolment',
    });
    expect(hashes.made).toBe(1);
    expect(await setUpFirstAdmin(deps, token, account, facts)).toBe('invalid_token');
    expect(hashes.made).toBe(1);
  });

  it('not when an admin already exists', async () => {
    const first = (await issueSetupToken(deps))!;
    const second = (await issueSetupToken(deps))!;
    await setUpFirstAdmin(deps, first, account, facts);
    hashes.made = 0;
    expect(await setUpFirstAdmin(deps, second, { ...account, email: 'eve@example.com' }, facts)).toBe(
      'already_set_up',
    );
    expect(hashes.made).toBe(0);
    expect(await t.store.admins.countAccounts()).toBe(1);
  });
});

describe('the admin from the environment', () => {
  const matches = async () => true;

  it('is created once when two instances start at the same moment, and only that one says it created it', async () => {
    const outcomes = await Promise.all(
      [t.store, t.another()].map((store) =>
        applyEnvironmentAdmin({ ...deps, store }, account.email, account.password, matches),
      ),
    );
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    expect(await t.store.admins.countAccounts()).toBe(1);
  });
});
