import type { SubmissionAction } from '@site/schemas';
import type { AuditEntry } from '../../audit/types.ts';
import { timeOrderedId } from '../../ids.ts';
import { inboxConditions, searchIndexForgetsAtOnce } from './inboxQueries.ts';
import { inboxItem, type SubmissionRow as Row } from '../rows/submissionRows.ts';
import { erasureSubjectQuery } from '../erasureSubject.ts';
import type { ErasureSubject, InboxRepository, RatingGroup } from '../store.ts';
import { auditCountStatement, auditFoundStatement } from './auditLogRepository.ts';
import { type SqliteDatabase, type SqliteStatement, row, rows, sql } from './database.ts';

const actionUpdates: Record<Exclude<SubmissionAction, 'delete' | 'not_spam'>, string> = {
  read: "status = 'read'",
  unread: "status = 'new'",
  archive: "status = 'archived'",
  spam: "spam = 1, spam_reason = 'marked'",
};

/** The submissions an erasure is about, newest first. */
async function subjectRows(db: SqliteDatabase, subject: ErasureSubject): Promise<Row[]> {
  const query = erasureSubjectQuery(subject);
  const found = await rows<Row>(
    sql(db, `SELECT * FROM submissions WHERE ${query.where('?')} ORDER BY id DESC`, query.pattern),
  );
  return found.filter(query.matches);
}

/**
 * The inbox over D1: the SQLite engine's views and FTS5 search (D1 is SQLite and has FTS5), each change one batch
 * with its audit entry, whose count SQL takes from the statement before it.
 */
export function inboxRepository(db: SqliteDatabase): InboxRepository {
  /** Adds rows that arrived since the last search to the search index, in one batch. */
  const catchUpSearch = () =>
    db.batch([
      sql(
        db,
        `INSERT INTO submission_search (rowid, name, email, company, message)
         SELECT rowid, name, coalesce(email, ''), coalesce(company, ''), coalesce(message, '')
         FROM submissions WHERE id > (SELECT indexed_up_to FROM submission_search_state)`,
      ),
      sql(
        db,
        'UPDATE submission_search_state SET indexed_up_to = coalesce((SELECT max(id) FROM submissions), indexed_up_to)',
      ),
    ]);

  const prepareView = async (filter: Parameters<typeof inboxConditions>[0]) => {
    if (filter.q) await catchUpSearch();
    return inboxConditions(filter);
  };

  /** Deletes rows with what points at them (search entries, unsent deliveries); the last statement counts. */
  const deleteWhere = (where: string, params: (string | number)[]): SqliteStatement[] => [
    sql(db, searchIndexForgetsAtOnce),
    sql(
      db,
      `DELETE FROM submission_search WHERE rowid IN (SELECT rowid FROM submissions WHERE ${where})`,
      ...params,
    ),
    sql(
      db,
      `DELETE FROM webhook_deliveries WHERE status <> 'delivered'
       AND submission_id IN (SELECT id FROM submissions WHERE ${where})`,
      ...params,
    ),
    sql(db, `DELETE FROM submissions WHERE ${where}`, ...params),
  ];

  /** Runs a change and its audit entry (details.count: the rows the change's last statement touched). */
  const changeAndAudit = async (change: SqliteStatement[], entry: AuditEntry) => {
    const results = await db.batch([...change, auditCountStatement(db, entry, 'count')]);
    return results[change.length - 1]!.meta.changes;
  };

  /**
   * Deletes rows and writes the audit entry first, counting the rows about to go (details.count), in one batch;
   * with `onlyIfAny`, the entry only if some go.
   */
  const deleteAndAudit = async (
    where: string,
    params: (string | number)[],
    entry: AuditEntry,
    onlyIfAny = false,
  ) => {
    const counted = { sql: `SELECT count(*) FROM submissions WHERE ${where}`, params };
    const change = deleteWhere(where, params);
    const results = await db.batch([auditFoundStatement(db, entry, 'count', counted, onlyIfAny), ...change]);
    return results[change.length]!.meta.changes;
  };

  return {
    async list(filter, cursor, limit) {
      const { sql: where, params } = await prepareView(filter);
      const found = await rows<Row>(
        sql(
          db,
          `SELECT * FROM submissions WHERE ${where} ${cursor ? 'AND id < ?' : ''} ORDER BY id DESC LIMIT ?`,
          ...params,
          ...(cursor ? [cursor] : []),
          limit + 1,
        ),
      );
      const items = found.slice(0, limit).map(inboxItem);
      return { items, next: found.length > limit ? items[items.length - 1]!.id : null };
    },
    async find(id) {
      const found = await row<Row>(sql(db, 'SELECT * FROM submissions WHERE id = ?', id));
      return found && inboxItem(found);
    },
    async apply(ids, action, at, entry) {
      const list = ids.map(() => '?').join(', ');
      const audited = { ...entry, details: { ...entry.details, action } };
      if (action === 'delete') return deleteAndAudit(`id IN (${list})`, ids, audited);
      if (action === 'not_spam') {
        // The events held back while it was spam go out now, once per webhook of its kind. The pairs are read
        // first; the inserts are guarded, so a pair delivered meanwhile is not sent twice.
        const pairs = await rows<{ submission: string; webhook: string }>(
          sql(
            db,
            `SELECT s.id AS submission, w.id AS webhook FROM submissions s JOIN webhooks w
             ON w.deleted_at IS NULL AND instr(',' || w.kinds || ',', ',' || s.kind || ',') > 0
             WHERE s.id IN (${list})`,
            ...ids,
          ),
        );
        const deliveries = pairs.map((pair) =>
          sql(
            db,
            `INSERT INTO webhook_deliveries (id, webhook_id, submission_id, status, next_attempt_at, created_at)
             SELECT ?, ?, ?, 'pending', ?, ? WHERE NOT EXISTS (
               SELECT 1 FROM webhook_deliveries d WHERE d.submission_id = ? AND d.webhook_id = ?
                 AND d.status IN ('pending', 'delivered'))`,
            timeOrderedId(),
            pair.webhook,
            pair.submission,
            at,
            at,
            pair.submission,
            pair.webhook,
          ),
        );
        const update = sql(
          db,
          `UPDATE submissions SET spam = 0, spam_reason = NULL WHERE id IN (${list})`,
          ...ids,
        );
        return changeAndAudit([...deliveries, update], audited);
      }
      const update = sql(db, `UPDATE submissions SET ${actionUpdates[action]} WHERE id IN (${list})`, ...ids);
      if (action !== 'spam') return changeAndAudit([update], audited);
      const cancel = sql(
        db,
        `UPDATE webhook_deliveries SET status = 'cancelled' WHERE status = 'pending' AND submission_id IN (${list})`,
        ...ids,
      );
      const [changed] = await db.batch([update, auditCountStatement(db, audited, 'count'), cancel]);
      return changed!.meta.changes;
    },
    async counts() {
      const found = await row<{ total: number; unread: number | null; spam: number | null }>(
        sql(
          db,
          `SELECT count(*) AS total, sum(spam = 0 AND status = 'new') AS unread, sum(spam = 1) AS spam FROM submissions`,
        ),
      );
      return { total: found?.total ?? 0, unread: found?.unread ?? 0, spam: found?.spam ?? 0 };
    },
    async ratingStats(filter, by) {
      const { sql: where, params } = await prepareView(filter);
      const group = {
        solution: 'solution_used',
        week: "date(received_at, '-6 days', 'weekday 1')",
        month: "substr(received_at, 1, 7) || '-01'",
      }[by];
      const found = await rows<
        { grp: string; count: number; average: number } & Record<`r${1 | 2 | 3 | 4 | 5}`, number>
      >(
        sql(
          db,
          `SELECT ${group} AS grp, count(*) AS count, avg(rating) AS average,
             sum(rating = 1) AS r1, sum(rating = 2) AS r2, sum(rating = 3) AS r3, sum(rating = 4) AS r4, sum(rating = 5) AS r5
           FROM submissions WHERE kind = 'survey' AND ${where} GROUP BY grp ORDER BY grp`,
          ...params,
        ),
      );
      return found.map(
        (r): RatingGroup => ({
          group: r.grp,
          count: r.count,
          average: Math.round(r.average * 100) / 100,
          distribution: [r.r1, r.r2, r.r3, r.r4, r.r5],
        }),
      );
    },
    async *exportBatches(filter, batchSize) {
      const { sql: where, params } = await prepareView(filter);
      let cursor: string | undefined;
      for (;;) {
        // Each batch is its own short read, so an export of any size holds neither memory nor a transaction.
        const found = await rows<Row>(
          cursor === undefined
            ? sql(
                db,
                `SELECT * FROM submissions WHERE ${where} ORDER BY id DESC LIMIT ?`,
                ...params,
                batchSize,
              )
            : sql(
                db,
                `SELECT * FROM submissions WHERE ${where} AND id < ? ORDER BY id DESC LIMIT ?`,
                ...params,
                cursor,
                batchSize,
              ),
        );
        if (found.length === 0) return;
        cursor = found[found.length - 1]!.id;
        yield found.map(inboxItem);
        if (found.length < batchSize) return;
      }
    },
    async erasurePreview(subject) {
      return (await subjectRows(db, subject)).map(inboxItem);
    },
    async erase(subject, entry) {
      // Read, then one batch: a submission that arrives in between is not in the preview the admin saw either.
      const ids = (await subjectRows(db, subject)).map((found) => found.id);
      return deleteAndAudit('id IN (SELECT value FROM json_each(?))', [JSON.stringify(ids)], entry);
    },
    async purge(before, entry) {
      // The purge's entry records how many rows went; SQL writes that count (details.count), and writes the
      // entry only if some did.
      return deleteAndAudit(
        `(spam = 1 AND received_at < ?) OR (spam = 0 AND kind = 'survey' AND received_at < ?)
         OR (spam = 0 AND kind = 'support' AND received_at < ?)`,
        [before.spam, before.survey, before.support],
        entry(0),
        true,
      );
    },
  };
}
