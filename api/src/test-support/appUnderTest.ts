import { type AppOptions, createApp } from '../app.ts';
import { seedCatalogueOnce } from '../catalogue/seed.ts';
import { defaultApiConfig } from '../config.ts';
import { testStore, waitingFor } from './testStore.ts';

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
 * The app on a fresh store of the engine under test (`STORE_ENGINE`: SQLite by default, PostgreSQL in the
 * unit-postgres project), with the rate limit off unless a test turns it on. `inMemoryDisk` puts a SQLite file on
 * tmpfs, where fsync is free: for tests about behaviour under thousands of requests, not about durability (that
 * is the crash test's job). Tests pass the client's address in `X-Test-Client` so each can act as many clients.
 */
export function appUnderTest(options: Partial<AppOptions> = {}, { inMemoryDisk = false } = {}) {
  const fresh = testStore({ inMemoryDisk });
  const clock = manualClock();
  const seeded = seedCatalogueOnce(fresh.store.catalogue, clock.now());
  // A failed seed fails the calls that wait for it; this only keeps it from also being reported as unhandled.
  seeded.catch(() => undefined);
  const store = waitingFor(fresh.store, seeded);
  const config = { ...defaultApiConfig, rateLimitPerMinute: 0, ...options.config };
  const app = createApp({
    store,
    clock,
    clientAddress: (c) => c.req.header('X-Test-Client'),
    ...options,
    config,
  });
  return {
    app,
    store,
    clock,
    config,
    engine: fresh.engine,
    dir: fresh.dir,
    cleanup: fresh.cleanup,
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
