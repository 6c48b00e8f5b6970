import type { InboxSubmission } from './types.ts';

const columns: [keyof InboxSubmission, string][] = [
  ['id', 'id'],
  ['kind', 'kind'],
  ['receivedAt', 'received_at'],
  ['lang', 'language'],
  ['status', 'status'],
  ['spam', 'spam'],
  ['spamReason', 'spam_reason'],
  ['name', 'name'],
  ['email', 'email'],
  ['company', 'company'],
  ['solutionUsed', 'solution_used'],
  ['rating', 'rating'],
  ['message', 'message'],
  ['idempotencyKey', 'idempotency_key'],
];

/**
 * One CSV cell: RFC 4180 quoting (a cell with a comma, quote or line break is quoted, quotes doubled), and, per
 * OWASP's CSV-injection guidance, a cell a spreadsheet would read as a formula (starting with =, +, -, @, tab or
 * carriage return) gets a leading apostrophe, so `=HYPERLINK(...)` is shown as text, never run.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const encoder = new TextEncoder();

/**
 * Submissions as a streamed download: CSV (UTF-8 with a byte-order mark, so Excel opens umlauts right) or a JSON
 * array. Batches are pulled one at a time as the client reads, so memory stays flat for any number of rows.
 */
export function exportStream(
  batches: AsyncIterable<InboxSubmission[]>,
  format: 'csv' | 'json',
): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(format === 'csv' ? `\uFEFF${csvRow(columns.map(([, header]) => header))}` : '['),
        );
        return;
      }
      const { done, value } = await iterator.next();
      if (done) {
        if (format === 'json') controller.enqueue(encoder.encode(first ? ']' : '\n]\n'));
        controller.close();
        return;
      }
      let chunk = '';
      for (const item of value) {
        if (format === 'csv') chunk += csvRow(columns.map(([key]) => item[key]));
        else {
          chunk += `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
          first = false;
        }
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
