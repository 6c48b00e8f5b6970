/** What one item of a committed batch came to: its own result, or the error that kept it out. */
export type Settled<Result> = { ok: true; value: Result } | { ok: false; error: Error };

/**
 * Group commit: items that arrive while no commit is running share the next transaction and therefore one fsync;
 * while a commit runs, new items gather for the one after. No item's promise settles before the transaction
 * that holds it has committed, so an acknowledgement always means the row is durable.
 *
 * `concurrency` lets that many batches be committing at once: 1 for SQLite (one writer; a second transaction
 * would only wait for the first), more for PostgreSQL, where a batch spends most of its time waiting on network
 * round trips and the server's WAL flush, which it shares between transactions committing together.
 */
export function createGroupCommit<Item, Result>(
  commitBatch: (items: Item[]) => Settled<Result>[] | Promise<Settled<Result>[]>,
  { concurrency = 1 }: { concurrency?: number } = {},
) {
  interface Pending {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: Error) => void;
  }
  let queue: Pending[] = [];
  const committing = new Set<Promise<void>>();
  let scheduled = false;
  let closed = false;

  async function commit(batch: Pending[]) {
    try {
      const results = await commitBatch(batch.map((pending) => pending.item));
      batch.forEach((pending, index) => {
        const result = results[index];
        if (result?.ok) pending.resolve(result.value);
        else pending.reject(result?.error ?? new Error('The store returned no result for this item'));
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  function flush() {
    scheduled = false;
    if (committing.size >= concurrency || queue.length === 0) return;
    const batch = queue;
    queue = [];
    const done: Promise<void> = commit(batch).finally(() => {
      committing.delete(done);
      schedule();
    });
    committing.add(done);
  }

  function schedule() {
    if (scheduled || committing.size >= concurrency || queue.length === 0) return;
    scheduled = true;
    // Every request parsed in this turn of the event loop joins the batch before it is committed.
    setImmediate(flush);
  }

  return {
    add(item: Item): Promise<Result> {
      return new Promise((resolve, reject) => {
        if (closed) {
          reject(new Error('The store is closed'));
          return;
        }
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    /** Refuses new items and commits every item already accepted. */
    async close() {
      closed = true;
      for (;;) {
        if (queue.length > 0 && committing.size < concurrency) flush();
        else if (committing.size > 0) await Promise.race(committing);
        else return;
      }
    },
  };
}
