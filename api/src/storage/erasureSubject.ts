import type { ErasureSubject } from './store.ts';

/** What an erasure's text is compared as: the same characters in Unicode's composed form, in lower case. */
const comparable = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * Which submissions an erasure is about, decided the same way on every engine: the stored email or name equals
 * the typed one ignoring case in every script ("jürgen äpfelbaum" finds "Jürgen Äpfelbaum"), as JavaScript's
 * lower case has it. Each database's own rule would differ: SQLite's NOCASE and LIKE fold ASCII letters only,
 * PostgreSQL's lower() follows the database's locale. So the database only narrows the rows, with a LIKE pattern
 * that ignores the case of ASCII letters and leaves every run of other characters open (`j%rgen %pfelbaum`), and
 * `matches` decides among them.
 */
export function erasureSubjectQuery(subject: ErasureSubject) {
  const [column, typed] =
    'email' in subject ? (['email', subject.email] as const) : (['name', subject.name] as const);
  const wanted = comparable(typed);
  return {
    /** The condition, with `placeholder` for the pattern; `like` is `ILIKE` on PostgreSQL, whose LIKE heeds case. */
    where: (placeholder: string, like: 'LIKE' | 'ILIKE' = 'LIKE') =>
      `${column === 'name' ? "kind = 'survey' AND " : ''}${column} ${like} ${placeholder} ESCAPE '\\'`,
    pattern: typed
      .normalize('NFC')
      .replace(/[\\%_]/g, '\\$&')
      .replace(/[\u0080-\u{10FFFF}]+/gu, '%'),
    matches: (row: { email: string | null; name: string | null }) => {
      const stored = row[column];
      return stored !== null && comparable(stored) === wanted;
    },
  };
}
