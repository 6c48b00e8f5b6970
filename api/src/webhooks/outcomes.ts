import { type DeliveryOutcome, isDeliveryOutcome } from '@site/schemas';

/** A response time as the log keeps it: in steps of 100 ms, so the log is no instrument for timing a network. */
export const coarseMs = (ms: number): number => Math.round(ms / 100) * 100;

/**
 * The outcome a stored attempt says: the one the sender recorded, or, in a row written before outcomes were
 * recorded, the nearest one to the runtime's words it holds then (which are never shown as they are).
 */
export function storedOutcome(text: string | null, status: number | null): DeliveryOutcome | null {
  if (isDeliveryOutcome(text)) return text;
  if (text === null) {
    if (status === null) return null;
    return status >= 200 && status < 300 ? 'delivered' : 'refused_by_receiver';
  }
  if (status !== null || /^HTTP \d+$/.test(text)) return 'refused_by_receiver';
  if (text === 'The submission was deleted') return 'submission_deleted';
  return /timeout|timed out/i.test(text) ? 'timed_out' : 'unreachable';
}
