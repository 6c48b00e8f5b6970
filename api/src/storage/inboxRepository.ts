import type { InboxFilter, SubmissionAction } from '@site/schemas';
import { timeOrderedId } from '../ids.ts';
import { auditWriter } from './auditLogRepository.ts';
import type { Connection } from './connection.ts';
import { inboxConditions, searchIndexForgetsAtOnce } from './inboxQueries.ts';
import { inboxItem, type SubmissionRow as Row } from './rows/submissionRows.ts';
import { erasureSubjectQuery } from './erasureSubject.ts';
import type { ErasureSubject, InboxRepository, RatingGroup, RatingGrouping } from './store.ts';

const actionUpdates: Record<Exclude<SubmissionAction, 'delete'>, string> = {
  read: "status = 'read'",
  unread: "status = 'new'",
  archive: "status = 'archived'",
  spam: "spam = 1, spam_reason = 'marked'",
  not_spam: 'spam = 0, spam_reason = NULL',
};

/** The inbox over SQLite: views by index, search by FTS5, statistics by SQL aggregates. */
export function inboxRepository(db: Connection): InboxRepository {
  const audit = auditWriter(db);

  /** Adds rows that arrived since the last search to the search index; submissions themselves never wait for it. */
  const catchUpSearch = db.transaction(() => {
    const upTo = String(db.prepare('SELECT indexed_up_to FROM submission_search_state').pluck().get());
    const newest = db.prepare('SELECT max(id) FROM submissions').pluck().get() as string | null;
    if (newest === null || newest <= upTo) return;
    db.prepare(`INSERT INTO submission_search (rowid, name, email, company, message)
      SELECT rowid, name, coalesce(email, ''), coalesce(company, ''), coalesce(message, '')
      FROM submissions WHERE id > ? AND id <= ?`).run(upTo, newest);
    db.prepare('UPDATE submission_search_state SET indexed_up_to = ?').run(newest);
  });

  /** The submissions an erasure is about, newest first. */
  const subjectRows = (subject: ErasureSubject) => {
    const query = erasureSubjectQuery(subject);
    return db
      .prepare<[string], Row>(`SELECT * FROM submissions WHERE ${query.where('?')} ORDER BY id DESC`)
      .all(query.pattern)
      .filter(query.matches);
  };

  const prepareView = (filter: InboxFilter) => {
    if (filter.q) catchUpSearch.immediate();
    return inboxConditions(filter);
  };

  /** Deletes rows with everything that points at them: their search entries and pending webhook deliveries. */
  const deleteWhere = (where: string, params: (string | number)[]) => {
    const ids = db.prepare(`SELECT id, rowid FROM submissions WHERE ${where}`).all(...params) as {
      id: string;
      rowid: number;
    }[];
    const deleteSearch = db.prepare('DELETE FROM submission_search WHERE rowid = ?');
    const deleteDeliveries = db.prepare(
      "DELETE FROM webhook_deliveries WHERE submission_id = ? AND status <> 'delivered'",
    );
    const deleteRow = db.prepare('DELETE FROM submissions WHERE id = ?');
    if (ids.length > 0) db.prepare(searchIndexForgetsAtOnce).run();
    for (const { id, rowid } of ids) {
      deleteSearch.run(rowid);
      deleteDeliveries.run(id);
      deleteRow.run(id);
    }
    return ids.length;
  };

  return {
    async list(filter, cursor, limit) {
      const { sql, params } = prepareView(filter);
      const rows = db
        .prepare<unknown[], Row>(
          `SELECT * FROM submissions WHERE ${sql} ${cursor ? 'AND id < ?' : ''} ORDER BY id DESC LIMIT ?`,
        )
        .all(...params, ...(cursor ? [cursor] : []), limit + 1);
      const items = rows.slice(0, limit).map(inboxItem);
      return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
    },
    async find(id) {
      const row = db.prepare<[string], Row>('SELECT * FROM submissions WHERE id = ?').get(id);
      return row && inboxItem(row);
    },
    async apply(ids, action, at, entry) {
      return db.transaction(() => {
        const placeholders = ids.map(() => '?').join(', ');
        let changed: number;
        if (action === 'delete') {
          changed = deleteWhere(`id IN (${placeholders})`, ids);
        } else {
          changed = db
            .prepare(`UPDATE submissions SET ${actionUpdates[action]} WHERE id IN (${placeholders})`)
            .run(...ids).changes;
          if (action === 'spam') {
            db.prepare(
              `UPDATE webhook_deliveries SET status = 'cancelled' WHERE status = 'pending' AND submission_id IN (${placeholders})`,
            ).run(...ids);
          }
          if (action === 'not_spam') {
            // The events held back while it was spam go out now, once per webhook of its kind.
            const pairs = db
              .prepare(`SELECT s.id AS submission, w.id AS webhook FROM submissions s JOIN webhooks w
                ON w.deleted_at IS NULL AND instr(',' || w.kinds || ',', ',' || s.kind || ',') > 0
                WHERE s.id IN (${placeholders}) AND NOT EXISTS (
                  SELECT 1 FROM webhook_deliveries d WHERE d.submission_id = s.id AND d.webhook_id = w.id
                    AND d.status IN ('pending', 'delivered'))`)
              .all(...ids) as { submission: string; webhook: string }[];
            const insert = db.prepare(`INSERT INTO webhook_deliveries
              (id, webhook_id, submission_id, status, next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', ?, ?)`);
            for (const pair of pairs) insert.run(timeOrderedId(), pair.webhook, pair.submission, at, at);
          }
        }
        audit({ ...entry, details: { ...entry.details, action, count: changed } });
        return changed;
      })();
    },
    async counts() {
      const row = db
        .prepare(
          `SELECT count(*) AS total, sum(spam = 0 AND status = 'new') AS unread, sum(spam = 1) AS spam FROM submissions`,
        )
        .get() as { total: number; unread: number | null; spam: number | null };
      return { total: row.total, unread: row.unread ?? 0, spam: row.spam ?? 0 };
    },
    async ratingStats(filter, by: RatingGrouping) {
      const { sql, params } = prepareView(filter);
      const group = {
        solution: 'solution_used',
        week: "date(received_at, '-6 days', 'weekday 1')",
        month: "substr(received_at, 1, 7) || '-01'",
      }[by];
      const rows = db
        .prepare(`SELECT ${group} AS grp, count(*) AS count, avg(rating) AS average,
            sum(rating = 1) AS r1, sum(rating = 2) AS r2, sum(rating = 3) AS r3, sum(rating = 4) AS r4, sum(rating = 5) AS r5
          FROM submissions WHERE kind = 'survey' AND ${sql} GROUP BY grp ORDER BY grp`)
        .all(...params) as {
        grp: string;
        count: number;
        average: number;
        r1: number;
        r2: number;
        r3: number;
        r4: number;
        r5: number;
      }[];
      return rows.map(
        (row): RatingGroup => ({
          group: row.grp,
          count: row.count,
          average: Math.round(row.average * 100) / 100,
          distribution: [row.r1, row.r2, row.r3, row.r4, row.r5],
        }),
      );
    },
    async *exportBatches(filter, batchSize) {
      const { sql, params } = prepareView(filter);
      const first = db.prepare<unknown[], Row>(
        `SELECT * FROM submissions WHERE ${sql} ORDER BY id DESC LIMIT ?`,
      );
      const next = db.prepare<unknown[], Row>(
        `SELECT * FROM submissions WHERE ${sql} AND id < ? ORDER BY id DESC LIMIT ?`,
      );
      let cursor: string | undefined;
      for (;;) {
        // Each batch is its own short read, so an export of any size holds neither memory nor a transaction.
        const rows =
          cursor === undefined ? first.all(...params, batchSize) : next.all(...params, cursor, batchSize);
        if (rows.length === 0) return;
        cursor = rows[rows.length - 1]!.id;
        yield rows.map(inboxItem);
        if (rows.length < batchSize) return;
      }
    },
    async erasurePreview(subject) {
      return subjectRows(subject).map(inboxItem);
    },
    async erase(subject, entry) {
      return db.transaction(() => {
        const ids = subjectRows(subject).map((row) => row.id);
        const count = deleteWhere('id IN (SELECT value FROM json_each(?))', [JSON.stringify(ids)]);
        audit({ ...entry, details: { ...entry.details, count } });
        return count;
      })();
    },
    async purge(before, entry) {
      return db.transaction(() => {
        const count = deleteWhere(
          `(spam = 1 AND received_at < ?) OR (spam = 0 AND kind = 'survey' AND received_at < ?)
           OR (spam = 0 AND kind = 'support' AND received_at < ?)`,
          [before.spam, before.survey, before.support],
        );
        if (count > 0) audit(entry(count));
        return count;
      })();
    },
  };
}
