import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { type InsertResult, messageOf, openBatchWriter, type WorkerRequest } from './sqlite.ts';
import type { InsertRequest } from './store.ts';

/**
 * Runs the SQLite writer on its own thread: better-sqlite3 is synchronous, and a commit with synchronous=FULL
 * blocks in fsync, during which the main thread could not parse a single request.
 *
 * The main thread hands over a batch every event-loop turn without waiting for the previous commit. Whatever
 * arrived while this thread was committing is drained in one go and committed as one transaction, so one fsync
 * still covers many submissions and no submission waits for more than the commit ahead of it.
 */
const { path } = workerData as { path: string };
const writer = openBatchWriter(path);
const port = parentPort!;
port.postMessage({ ready: true });

function close(): never {
  writer.close();
  process.exit(0);
}

port.on('message', (first: WorkerRequest) => {
  if ('close' in first) close();
  const messages: { id: number; batch: InsertRequest[] }[] = [
    { id: first.id, batch: JSON.parse(first.batch) },
  ];
  let closing = false;
  for (;;) {
    const next = receiveMessageOnPort(port)?.message as WorkerRequest | undefined;
    if (!next) break;
    if ('close' in next) {
      // Everything sent before the close still gets its commit.
      closing = true;
      break;
    }
    messages.push({ id: next.id, batch: JSON.parse(next.batch) });
  }
  let results: InsertResult[] | undefined;
  let failure: string | undefined;
  try {
    results = writer.commit(messages.flatMap((message) => message.batch));
  } catch (error) {
    failure = messageOf(error);
  }
  let offset = 0;
  for (const { id, batch } of messages) {
    if (results)
      port.postMessage({ id, results: JSON.stringify(results.slice(offset, offset + batch.length)) });
    else port.postMessage({ id, error: failure });
    offset += batch.length;
  }
  if (closing) close();
});
