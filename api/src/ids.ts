let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7: random like a v4 but led by the millisecond it was made, so ids sort by creation and each new row
 * lands at the end of its primary-key index. Random v4 ids scatter every insert over the index, and a commit then
 * writes several times as many pages (docs/benchmarks.md). Within one millisecond a 12-bit counter (RFC 9562
 * §6.2, method 1) keeps ids in the order they were made, so "newest first" holds even for events of the same
 * millisecond.
 */
export function timeOrderedId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    // Start low in the counter's range, so a burst in one millisecond rarely runs it out.
    sequence = Math.floor(Math.random() * 0x400);
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  // randomUUID draws from a pooled entropy buffer, cheaper than fresh random bytes per id; its variant bits and the
  // 62 random bits after them stay.
  const random = crypto.randomUUID();
  const time = lastMs.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${sequence.toString(16).padStart(3, '0')}-${random.slice(19)}`;
}

/** What a `timeOrderedId` looks like: the server's ids for submissions, accounts, webhooks and deliveries. */
export const timeOrderedIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
