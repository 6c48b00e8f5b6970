import type { InboxFilter } from '@site/schemas';

/** The smallest UUIDv7 of a UTC day, so a date range becomes a range of the primary key. */
export function firstIdOfDay(date: string, offsetDays = 0): string {
  const ms = Date.parse(`${date}T00:00:00.000Z`) + offsetDays * 86_400_000;
  const time = ms.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-000000000000`;
}

/**
 * Turns what an admin types into an FTS5 query: every word must occur, as a word or the start of one, so
 * "mül gmbh" finds "Müller GmbH". Quotes keep FTS5's own syntax (AND, NEAR, *, ^) from being typed by accident.
 * Other punctuation inside a word becomes a space in its phrase, where the index split the stored text too:
 * "o'brien" is the phrase "o brien" and finds "O'Brien", as on PostgreSQL.
 */
export function searchQuery(text: string): string | undefined {
  const words = text
    .split(/[\s"]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}@._+-]+/gu, ' ').trim())
    .filter(Boolean);
  if (words.length === 0) return undefined;
  return words.map((word) => `"${word}"*`).join(' ');
}

/**
 * Turns on FTS5's `secure-delete` (SQLite 3.42+): deleting a row then removes its words from the search index at
 * once, where they would otherwise stay in an older segment of the index until a merge happens to rewrite it. An
 * erased submission must not linger there. The setting is kept in the index's own config; running this before
 * each deletion (it costs one tiny write) means no migration, and a database copied in from elsewhere gets it too.
 */
export const searchIndexForgetsAtOnce =
  "INSERT INTO submission_search (submission_search, rank) VALUES ('secure-delete', 1)";

export interface SqlCondition {
  sql: string;
  params: (string | number)[];
}

/** The WHERE clause of an inbox view: spam folder or inbox, kind, status, dates, solution, rating, search. */
export function inboxConditions(filter: InboxFilter): SqlCondition {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  const spam = filter.spam ?? 'exclude';
  // Without a status filter the newest page is fastest walking the primary key backwards; a plain `spam = ?`
  // would tempt SQLite into the (spam, status, id) index and a sort. The unary + keeps the index out.
  const spamColumn = filter.status ? 'spam' : '+spam';
  if (spam !== 'include') conditions.push(`${spamColumn} = ${spam === 'only' ? 1 : 0}`);
  if (filter.kind) {
    conditions.push('kind = ?');
    params.push(filter.kind);
  }
  if (filter.status) {
    conditions.push('status = ?');
    params.push(filter.status);
  }
  if (filter.from) {
    conditions.push('id >= ?');
    params.push(firstIdOfDay(filter.from));
  }
  if (filter.to) {
    conditions.push('id < ?');
    params.push(firstIdOfDay(filter.to, 1));
  }
  if (filter.solution) {
    conditions.push("kind = 'survey' AND solution_used = ?");
    params.push(filter.solution);
  }
  if (filter.rating !== undefined) {
    conditions.push("kind = 'survey' AND rating = ?");
    params.push(filter.rating);
  }
  if (filter.q) {
    const match = searchQuery(filter.q);
    // A search with no word in it (only emoji or punctuation, which the index does not hold) finds nothing.
    if (!match) conditions.push('0 = 1');
    else {
      conditions.push('rowid IN (SELECT rowid FROM submission_search WHERE submission_search MATCH ?)');
      params.push(match);
    }
  }
  return { sql: conditions.length > 0 ? conditions.join(' AND ') : '1 = 1', params };
}
