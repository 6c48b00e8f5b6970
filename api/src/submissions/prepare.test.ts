import { describe, expect, it } from 'vitest';
import { prepareSubmission, type SubmissionEnvelope } from './prepare.ts';

const envelope = (body: string, kind: 'survey' | 'support' = 'survey'): SubmissionEnvelope => ({
  kind,
  body,
  receivedAt: Date.UTC(2025, 0, 15, 10),
  acceptLanguage: 'en',
  idempotencyKey: undefined,
  minFillTimeMs: 3000,
  // The form was shown a minute before the post arrived.
  formShownAt: Date.UTC(2025, 0, 15, 10) - 60_000,
});
const fillTimeMs = 60_000;

describe('preparing a submission', () => {
  it('validates bodies with the form schema: builds the row for a valid one, refuses the rest with field codes', () => {
    const stored = prepareSubmission(
      envelope(JSON.stringify({ name: ' Ida ', solutionUsed: 'fuel', rating: 3, fillTimeMs })),
    );
    const missing = prepareSubmission(envelope(JSON.stringify({ name: 'Ida', rating: 9, fillTimeMs })));
    const notJson = prepareSubmission(envelope('{"name":'));
    const notObject = prepareSubmission(envelope('[1]'));
    const support = prepareSubmission(
      envelope(JSON.stringify({ name: 'Ida', email: 'nope', message: 'Hi' }), 'support'),
    );
    expect(missing).toEqual({
      ok: false,
      code: 'invalid_fields',
      fields: { solutionUsed: 'required', rating: 'out_of_range' },
    });
    expect(notJson).toEqual({ ok: false, code: 'invalid_json', fields: {} });
    expect(notObject).toEqual({ ok: false, code: 'invalid_body', fields: {} });
    expect(support).toEqual({ ok: false, code: 'invalid_fields', fields: { email: 'invalid_email' } });
    expect(stored.ok && stored.request.row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      receivedAt: '2025-01-15T10:00:00.000Z',
      lang: 'en',
      spam: false,
      spamReason: null,
      answers: {
        name: 'Ida',
        solutionUsed: 'fuel',
        rating: 3,
        companyOrOccupation: undefined,
        comment: undefined,
      },
    });
  });
});
