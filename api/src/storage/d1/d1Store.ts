import { memoryRateLimits } from '../memoryRateLimits.ts';
import type { Store } from '../store.ts';
import { adminRepository } from '../sqlite/adminRepository.ts';
import { auditLogRepository } from '../sqlite/auditLogRepository.ts';
import { catalogueRepository } from '../sqlite/catalogueRepository.ts';
import { contentRepository } from '../sqlite/contentRepository.ts';
import type { SqliteDatabase } from '../sqlite/database.ts';
import { inboxRepository } from '../sqlite/inboxRepository.ts';
import { submissionRepository } from '../sqlite/submissionRepository.ts';
import { mailOutbox } from '../sqlite/mailOutbox.ts';
import { storedSecrets } from '../sqlite/storedSecrets.ts';
import { webhookRepository } from '../sqlite/webhookRepository.ts';
import { d1Readiness } from './migrations.ts';

/**
 * The store on Cloudflare D1 (the worker's `DB` binding), with the SQLite dialect's repositories (`../sqlite/`), the
 * same code the Node engine runs over better-sqlite3. Migrations are applied beforehand by
 * `wrangler d1 migrations apply`, not on open: `ready()` says whether they were. D1 acknowledges a batch once it
 * committed it durably (its replicated write-ahead log), so the submissions' promises mean "stored" as on the other
 * engines.
 *
 * Rate limits are counted in the isolate's memory, as the embedded store counts them in its process: a limit per
 * isolate, not per site (Workers may run several isolates); a bucket table would cost a D1 write per request.
 */
export function d1Store(db: SqliteDatabase): Store {
  const submissions = submissionRepository(db);
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  /** Inserts are refused once the store is closed; close waits for the ones already accepted. */
  const tracked =
    <Args extends unknown[], Result>(insert: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> => {
      if (closed) return Promise.reject(new Error('The store is closed'));
      const pending = insert(...args);
      inFlight.add(pending);
      void pending.finally(() => inFlight.delete(pending)).catch(() => undefined);
      return pending;
    };

  return {
    submissions: {
      ...submissions,
      insertSurvey: tracked(submissions.insertSurvey),
      insertSupport: tracked(submissions.insertSupport),
    },
    rateLimits: memoryRateLimits(),
    admins: adminRepository(db),
    catalogue: catalogueRepository(db),
    content: contentRepository(db),
    inbox: inboxRepository(db),
    webhooks: webhookRepository(db),
    audit: auditLogRepository(db),
    secrets: storedSecrets(db),
    mail: mailOutbox(db),
    async health() {
      if (closed) throw new Error('The store is closed');
      const readiness = await d1Readiness(db);
      return { ok: readiness.ok, engine: 'd1', migrations: readiness.applied };
    },
    async ready() {
      if (closed) throw new Error('The store is closed');
      return d1Readiness(db);
    },
    // The binding belongs to the runtime; closing only lets the accepted inserts finish.
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
