import { parentPort, workerData } from 'node:worker_threads';
import { type InsertRequest, openBatchWriter } from './sqlite.ts';

/**
 * Runs the SQLite writer on its own thread: better-sqlite3 is synchronous, and a commit with synchronous=FULL
 * blocks in fsync for a millisecond or more, during which the main thread could not parse a single request.
 */
const { path } = workerData as { path: string };
const writer = openBatchWriter(path);
parentPort?.postMessage({ ready: true });

parentPort?.on('message', (message: { id: number; batch: InsertRequest[] } | { close: true }) => {
  if ('close' in message) {
    writer.close();
    process.exit(0);
  }
  try {
    parentPort?.postMessage({ id: message.id, results: writer.commit(message.batch) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
