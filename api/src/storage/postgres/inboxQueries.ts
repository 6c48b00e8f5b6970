import type { InboxFilter } from '@site/schemas';
import { firstIdOfDay } from '../sqlite/inboxQueries.ts';

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * Turns what an admin types into a tsquery, as `searchQuery` does for FTS5: every word must occur, as a word or
 * the start of one, so "mül gmbh" finds "Müller GmbH"; each word is also tried as a German and an English stem.
 * Words are split at what FTS5 splits at (an email's @ and dots), and only letters and digits reach the query,
 * so tsquery's own syntax (&, |, !, :) cannot be typed by accident.
 */
export function searchTerms(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLowerCase())
    .filter(Boolean);
}

/** The tsquery for one word, with its parameter's placeholder: a prefix of the word itself or of its stems. */
const wordQuery = (placeholder: string) =>
  `(to_tsquery('site_words', ${placeholder} || ':*') || to_tsquery('site_german', ${placeholder} || ':*')
    || to_tsquery('site_english', ${placeholder} || ':*'))`;

/** The WHERE clause of an inbox view, with `$n` placeholders numbered from `first`. */
export function inboxConditions(filter: InboxFilter, first = 1): SqlCondition {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  const spam = filter.spam ?? 'exclude';
  if (spam !== 'include') conditions.push(spam === 'only' ? 'spam' : 'NOT spam');
  if (filter.kind) conditions.push(`kind = ${param(filter.kind)}`);
  if (filter.status) conditions.push(`status = ${param(filter.status)}`);
  if (filter.from) conditions.push(`id >= ${param(firstIdOfDay(filter.from))}`);
  if (filter.to) conditions.push(`id < ${param(firstIdOfDay(filter.to, 1))}`);
  if (filter.solution) conditions.push(`kind = 'survey' AND solution_used = ${param(filter.solution)}`);
  if (filter.rating !== undefined) conditions.push(`kind = 'survey' AND rating = ${param(filter.rating)}`);
  if (filter.q) {
    const words = searchTerms(filter.q);
    // A search with no word in it (only emoji or punctuation, which the index does not hold) finds nothing.
    conditions.push(
      words.length === 0
        ? 'false'
        : `search @@ (${words.map((word) => wordQuery(param(word))).join(' && ')})`,
    );
  }
  return { sql: conditions.length > 0 ? conditions.join(' AND ') : 'true', params };
}
