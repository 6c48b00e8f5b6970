import type { Clock } from '../clock.ts';

/**
 * What the store said lately: `read()` is asked again only once `forMs` have passed (or after `forget()`), so
 * something changed through another instance shows on this one within that time, without a read per request. A
 * failed read is not kept.
 */
export function recentRead<Value>(read: () => Promise<Value>, clock: Clock, forMs: number) {
  let current: { readAt: number; value: Promise<Value> } | undefined;
  return {
    get(): Promise<Value> {
      const now = clock.now();
      if (!current || now - current.readAt >= forMs) {
        const value = read();
        current = { readAt: now, value };
        value.catch(() => {
          if (current?.value === value) current = undefined;
        });
      }
      return current.value;
    },
    /** Reads again next time: this instance just changed what it read. */
    forget() {
      current = undefined;
    },
  };
}
