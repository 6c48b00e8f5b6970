import { systemActors } from '@site/schemas';
import { auditEntry } from '../audit/entries.ts';
import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import type { InboxRepository } from '../storage/store.ts';

const day = 86_400_000;

/**
 * Deletes submissions older than their retention period (GDPR storage limitation): survey and support after
 * their configured days, spam sooner. The audit log records how many, never what.
 */
export async function purgeExpiredSubmissions(
  inbox: Pick<InboxRepository, 'purge'>,
  clock: Clock,
  { retentionDays }: Pick<ApiConfig, 'retentionDays'>,
): Promise<number> {
  const now = clock.now();
  const before = (days: number) => new Date(now - days * day).toISOString();
  return inbox.purge(
    {
      survey: before(retentionDays.survey),
      support: before(retentionDays.support),
      spam: before(retentionDays.spam),
    },
    (count) =>
      auditEntry(
        now,
        'submissions_purged',
        { id: null, name: systemActors.retention },
        { client: null },
        null,
        {
          count,
          retentionDays,
        },
      ),
  );
}
