import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, createApp } from '../app.ts';
import { seedCatalogueOnce } from '../catalogue/seed.ts';
import { defaultApiConfig } from '../config.ts';
import { openSqliteStore } from '../storage/sqliteStore.ts';

/** A clock the test moves by hand, so fill times and rate-limit refills need no waiting. */
export function manualClock(start = Date.UTC(2025, 0, 15, 10, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * The app on a fresh SQLite file (WAL and synchronous=FULL are only real on a file), with the rate limit off
 * unless a test turns it on. `inMemoryDisk` puts the file on tmpfs, where fsync is free: for tests about
 * behaviour under thousands of requests, not about durability (that is the crash test's job). Tests pass the client's address in `X-Test-Client` so each can act as many clients.
 */
export function appUnderTest(options: Partial<AppOptions> = {}, { inMemoryDisk = false } = {}) {
  const dir = mkdtempSync(join(inMemoryDisk && existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'site-api-'));
  const store = openSqliteStore({ path: join(dir, 'site.db') });
  const clock = manualClock();
  const config = { ...defaultApiConfig, rateLimitPerMinute: 0, ...options.config };
  const app = createApp({
    store,
    clock,
    clientAddress: (c) => c.req.header('X-Test-Client'),
    ...options,
    config,
  });
  void seedCatalogueOnce(store.catalogue, clock.now());
  return {
    app,
    store,
    clock,
    config,
    dir,
    async cleanup() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** A form filled by a person: open long enough before it was sent, honeypot empty. */
export function humanTiming() {
  return { fillTimeMs: 20_000, website: '' };
}
