import type { Clock } from '../clock.ts';
import type { AuditLog } from '../storage/store.ts';
import { auditEntry } from './entries.ts';
import type { AuditKind } from './types.ts';

/**
 * Events a client can repeat as fast as it can send requests (admin requests refused with 401/403, sign-in
 * attempts while locked) are audited as one entry per kind, client, subject and minute with their count, so the
 * log shows each burst without an attacker being able to write a row per request. Counted in this process's (or
 * isolate's) memory; each minute's entry is written once the minute is over, by the next request or the
 * minutely/hourly work (`flush`), and whatever is left when the server stops.
 */
/** Distinct clients and subjects one kind may have in one minute; the rest share one entry ("other clients"). */
export const repeatedEntriesPerMinute = 50;

export function repeatedEvents(audit: AuditLog, clock: Clock) {
  interface Counted {
    kind: AuditKind;
    client: string | null;
    subject: string | null;
    minute: number;
    count: number;
    /** What differed between the events counted, e.g. statuses and paths: each kept with its own count. */
    tallies: Record<string, Record<string, number>>;
  }
  const counted = new Map<string, Counted>();

  return {
    /** Counts one event; `tally` names what to count it under (`{ status: '401', path: '/api/admin/x' }`). */
    note(kind: AuditKind, client: string | null, subject: string | null, tally: Record<string, string> = {}) {
      const minute = Math.floor(clock.now() / 60_000);
      let key = JSON.stringify([kind, client, subject, minute]);
      let entry = counted.get(key);
      if (!entry) {
        // Many clients at once (a network of addresses) cannot write a row each: past the cap they share one.
        const ofMinute = [...counted.values()].filter((e) => e.kind === kind && e.minute === minute).length;
        if (ofMinute >= repeatedEntriesPerMinute) {
          key = JSON.stringify([kind, null, null, minute]);
          entry = counted.get(key);
          tally = { ...tally, clients: client ?? 'unknown' };
          client = null;
          subject = null;
        }
      }
      if (!entry) {
        entry = { kind, client, subject, minute, count: 0, tallies: {} };
        counted.set(key, entry);
      }
      entry.count += 1;
      for (const [name, value] of Object.entries(tally)) {
        entry.tallies[name] ??= {};
        const values = entry.tallies[name];
        // A handful of distinct values is what a reader needs; a flood of paths would make one entry huge.
        if (value in values || Object.keys(values).length < 10) values[value] = (values[value] ?? 0) + 1;
      }
    },
    /** Writes the entries of every minute that is over (`all`: of every minute, when the server stops). */
    async flush({ all = false }: { all?: boolean } = {}) {
      const current = Math.floor(clock.now() / 60_000);
      const done = [...counted].filter(([, entry]) => all || entry.minute < current);
      for (const [key] of done) counted.delete(key);
      for (const [, { kind, client, subject, minute, count, tallies }] of done) {
        const at = (minute + 1) * 60_000 - 1;
        await audit.record(
          auditEntry(at, kind, { id: null, name: client ?? 'other clients' }, { client }, subject, {
            count,
            minute: new Date(minute * 60_000).toISOString().slice(0, 16),
            ...tallies,
          }),
        );
      }
      return done.length;
    },
    /** Whether an event of a minute now over waits to be written. */
    get due() {
      const current = Math.floor(clock.now() / 60_000);
      for (const entry of counted.values()) if (entry.minute < current) return true;
      return false;
    },
  };
}

export type RepeatedEvents = ReturnType<typeof repeatedEvents>;
