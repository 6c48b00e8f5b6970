/** What one item of a committed batch came to: its own result, or the error that kept it out. */
export type Settled<Result> = { ok: true; value: Result } | { ok: false; error: Error };

/**
 * Group commit: items that arrive while no commit is running share the next transaction and therefore one fsync;
 * while a commit runs, new items gather for the one after. No item's promise settles before the transaction
 * that holds it has committed, so an acknowledgement always means the row is durable.
 */
export function createGroupCommit<Item, Result>(
  commitBatch: (items: Item[]) => Settled<Result>[] | Promise<Settled<Result>[]>,
) {
  interface Pending {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: Error) => void;
  }
  let queue: Pending[] = [];
  let committing: Promise<void> | undefined;
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
    if (committing || queue.length === 0) return;
    const batch = queue;
    queue = [];
    committing = commit(batch).finally(() => {
      committing = undefined;
      schedule();
    });
  }

  function schedule() {
    if (scheduled || committing || queue.length === 0) return;
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
      while (committing || queue.length > 0) {
        if (committing) await committing;
        else flush();
      }
    },
  };
}
