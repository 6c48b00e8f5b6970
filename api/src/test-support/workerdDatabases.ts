/** Databases one workerd of the tests serves: starting workerd takes most of a D1 test's time, a database little. */
const databasesPerWorkerd = 16;

/** The D1 bindings of a shared workerd: DB0, DB1, … */
export const sharedBindings = Array.from({ length: databasesPerWorkerd }, (_, index) => `DB${index}`);

/** A database of a shared workerd, taken by one test. */
export interface TakenDatabase<Workerd> {
  workerd: Promise<Workerd>;
  binding: string;
  /** Called once the test is done with the database; the last one out stops the workerd. */
  release(): Promise<void>;
}

/**
 * Hands out the databases (`sharedBindings`) of a workerd that `start` starts, each to one test, and starts the
 * next workerd once they are all taken. A workerd stops once every test that took one of its databases released
 * it; a partly used one stops when the test process exits.
 */
export function workerdDatabases<Workerd extends { dispose(): Promise<void> }>(
  start: () => Promise<Workerd>,
): () => TakenDatabase<Workerd> {
  let current: { workerd: Promise<Workerd>; taken: number; released: number } | undefined;
  return () => {
    if (!current || current.taken === sharedBindings.length) {
      const workerd = start();
      workerd.catch(() => undefined);
      current = { workerd, taken: 0, released: 0 };
    }
    const shared = current;
    return {
      workerd: shared.workerd,
      binding: sharedBindings[shared.taken++]!,
      async release() {
        if (++shared.released < sharedBindings.length) return;
        await (await shared.workerd).dispose();
      },
    };
  };
}
