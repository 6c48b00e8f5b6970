import type { SubmissionAction } from '@site/schemas';
import type { AuditEntry } from '../../audit/types.ts';
import { timeOrderedId } from '../../ids.ts';
import { inboxColumns, inboxItem, type SubmissionRow } from '../rows/submissionRows.ts';
import { erasureSubjectQuery } from '../erasureSubject.ts';
import type { ErasureSubject, InboxRepository, RatingGroup } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database, Queryable } from './connection.ts';
import { inboxConditions } from './inboxQueries.ts';

const actionUpdates: Record<Exclude<SubmissionAction, 'delete'>, string> = {
  read: "status = 'read'",
  unread: "status = 'new'",
  archive: "status = 'archived'",
  spam: "spam = true, spam_reason = 'marked'",
  not_spam: 'spam = false, spam_reason = NULL',
};

/** The submissions an erasure is about, newest first. */
async function subjectRows(db: Queryable, subject: ErasureSubject): Promise<SubmissionRow[]> {
  const query = erasureSubjectQuery(subject);
  const rows = await db.query<SubmissionRow>(
    `SELECT ${inboxColumns} FROM submissions WHERE ${query.where('$1', 'ILIKE')} ORDER BY id DESC`,
    [query.pattern],
  );
  return rows.filter(query.matches);
}

/** Deletes rows with the webhook deliveries still owed for them; returns how many rows. */
async function deleteWhere(tx: Queryable, where: string, params: unknown[]): Promise<number> {
  const deleted = await tx.query<{ id: string }>(
    `DELETE FROM submissions WHERE ${where} RETURNING id`,
    params,
  );
  if (deleted.length > 0) {
    await tx.query(
      "DELETE FROM webhook_deliveries WHERE submission_id = ANY($1::text[]) AND status <> 'delivered'",
      [deleted.map((row) => row.id)],
    );
  }
  return deleted.length;
}

/** The inbox over PostgreSQL: views by index, search by the generated tsvector, statistics by SQL aggregates. */
export function inboxRepository(db: Database): InboxRepository {
  const apply = async (tx: Queryable, ids: string[], action: SubmissionAction, at: string) => {
    if (action === 'delete') return deleteWhere(tx, 'id = ANY($1::text[])', [ids]);
    const changed = await tx.query(
      `UPDATE submissions SET ${actionUpdates[action]} WHERE id = ANY($1::text[]) RETURNING 1`,
      [ids],
    );
    if (action === 'spam') {
      await tx.query(
        "UPDATE webhook_deliveries SET status = 'cancelled' WHERE status = 'pending' AND submission_id = ANY($1::text[])",
        [ids],
      );
    }
    if (action === 'not_spam') {
      // The events held back while it was spam go out now, once per webhook of its kind.
      const pairs = await tx.query<{ submission: string; webhook: string }>(
        `SELECT s.id AS submission, w.id AS webhook FROM submissions s JOIN webhooks w
           ON w.deleted_at IS NULL AND position(',' || s.kind || ',' IN ',' || w.kinds || ',') > 0
         WHERE s.id = ANY($1::text[]) AND NOT EXISTS (
           SELECT 1 FROM webhook_deliveries d WHERE d.submission_id = s.id AND d.webhook_id = w.id
             AND d.status IN ('pending', 'delivered'))`,
        [ids],
      );
      for (const pair of pairs) {
        await tx.query(
          `INSERT INTO webhook_deliveries (id, webhook_id, submission_id, status, next_attempt_at, created_at)
           VALUES ($1, $2, $3, 'pending', $4, $4)`,
          [timeOrderedId(), pair.webhook, pair.submission, at],
        );
      }
    }
    return changed.length;
  };

  return {
    async list(filter, cursor, limit) {
      const { sql, params } = inboxConditions(filter);
      const after = cursor ? ` AND id < $${params.length + 1}` : '';
      const rows = await db.query<SubmissionRow>(
        `SELECT ${inboxColumns} FROM submissions WHERE ${sql}${after} ORDER BY id DESC LIMIT $${params.length + (cursor ? 2 : 1)}`,
        [...params, ...(cursor ? [cursor] : []), limit + 1],
      );
      const items = rows.slice(0, limit).map(inboxItem);
      return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
    },
    async find(id) {
      const [row] = await db.query<SubmissionRow>(`SELECT ${inboxColumns} FROM submissions WHERE id = $1`, [
        id,
      ]);
      return row && inboxItem(row);
    },
    async apply(ids, action, at, entry: AuditEntry) {
      return db.transaction(async (tx) => {
        const changed = await apply(tx, ids, action, at);
        await writeAudit(tx, { ...entry, details: { ...entry.details, action, count: changed } });
        return changed;
      });
    },
    async counts() {
      const [row] = await db.query<{ total: number; unread: number; spam: number }>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE NOT spam AND status = 'new') AS unread,
           count(*) FILTER (WHERE spam) AS spam FROM submissions`,
      );
      return { total: row!.total, unread: row!.unread, spam: row!.spam };
    },
    async ratingStats(filter, by) {
      const { sql, params } = inboxConditions(filter);
      const utc = "(received_at AT TIME ZONE 'UTC')";
      const group = {
        solution: 'solution_used',
        week: `to_char(date_trunc('week', ${utc}), 'YYYY-MM-DD')`,
        month: `to_char(date_trunc('month', ${utc}), 'YYYY-MM-DD')`,
      }[by];
      const rows = await db.query<{ grp: string; count: number; average: number; dist: number[] }>(
        `SELECT ${group} AS grp, count(*) AS count, avg(rating)::float8 AS average,
           ARRAY[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2),
             count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4),
             count(*) FILTER (WHERE rating = 5)]::int[] AS dist
         FROM submissions WHERE kind = 'survey' AND ${sql} GROUP BY grp ORDER BY grp`,
        params,
      );
      return rows.map(
        (row): RatingGroup => ({
          group: row.grp,
          count: row.count,
          average: Math.round(row.average * 100) / 100,
          distribution: row.dist as RatingGroup['distribution'],
        }),
      );
    },
    async *exportBatches(filter, batchSize) {
      const { sql, params } = inboxConditions(filter);
      let cursor: string | undefined;
      for (;;) {
        // Each batch is its own short read, so an export of any size holds neither memory nor a transaction.
        const after = cursor === undefined ? '' : ` AND id < $${params.length + 2}`;
        const rows = await db.query<SubmissionRow>(
          `SELECT ${inboxColumns} FROM submissions WHERE ${sql}${after} ORDER BY id DESC LIMIT $${params.length + 1}`,
          [...params, batchSize, ...(cursor === undefined ? [] : [cursor])],
        );
        if (rows.length === 0) return;
        cursor = rows[rows.length - 1]!.id;
        yield rows.map(inboxItem);
        if (rows.length < batchSize) return;
      }
    },
    async erasurePreview(subject) {
      return (await subjectRows(db, subject)).map(inboxItem);
    },
    async erase(subject, entry) {
      return db.transaction(async (tx) => {
        const ids = (await subjectRows(tx, subject)).map((row) => row.id);
        const count = await deleteWhere(tx, 'id = ANY($1::text[])', [ids]);
        await writeAudit(tx, { ...entry, details: { ...entry.details, count } });
        return count;
      });
    },
    async purge(before, entry) {
      return db.transaction(async (tx) => {
        const count = await deleteWhere(
          tx,
          `(spam AND received_at < $1) OR (NOT spam AND kind = 'survey' AND received_at < $2)
           OR (NOT spam AND kind = 'support' AND received_at < $3)`,
          [before.spam, before.survey, before.support],
        );
        if (count > 0) await writeAudit(tx, entry(count));
        return count;
      });
    },
  };
}
