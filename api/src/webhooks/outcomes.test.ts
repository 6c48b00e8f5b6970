import { describe, expect, it } from 'vitest';
import { coarseMs, storedOutcome } from './outcomes.ts';

describe('storedOutcome', () => {
  it('reads what the sender records as it is', () => {
    expect(storedOutcome('timed_out', null)).toBe('timed_out');
    expect(storedOutcome('refused_by_receiver', 302)).toBe('refused_by_receiver');
  });

  it.each([
    [null, null, null],
    [null, 204, 'delivered'],
    ['HTTP 503', 503, 'refused_by_receiver'],
    ['fetch failed', null, 'unreachable'],
    ['connect ECONNREFUSED 10.0.0.1:22', null, 'unreachable'],
    ['Network connection lost.', null, 'unreachable'],
    ['The operation was aborted due to timeout', null, 'timed_out'],
    ['The submission was deleted', null, 'submission_deleted'],
  ] as const)('reads a row written before outcomes, %j (HTTP %j), as %j', (text, status, outcome) => {
    expect(storedOutcome(text, status)).toBe(outcome);
  });
});

describe('coarseMs', () => {
  it('keeps response times in steps of 100 ms', () => {
    expect([0, 49, 50, 149, 151, 10_004].map(coarseMs)).toEqual([0, 0, 100, 100, 200, 10_000]);
  });
});
