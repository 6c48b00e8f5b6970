import { supportFields, surveyFields } from '@site/schemas';
import { describe, expect, it, vi } from 'vitest';
import { surveyContent } from '../pages/survey/content';
import {
  fieldErrorMessage,
  fieldErrorsFromResponse,
  firstInvalidField,
  IdempotencyKeeper,
  postSubmission,
  submissionBody,
} from './submission';

const context = { website: '', lang: 'en' as const };

describe('IdempotencyKeeper', () => {
  it('keeps one key for the same body (double click, retry) and makes a new one for changed answers', () => {
    let counter = 0;
    const keeper = new IdempotencyKeeper(() => `key-${++counter}`);
    expect(keeper.keyFor('{"a":1}')).toBe('key-1');
    expect(keeper.keyFor('{"a":1}')).toBe('key-1');
    expect(keeper.keyFor('{"a":2}')).toBe('key-2');
  });

  it('starts a new key after a stored submission even with the same answers', () => {
    let counter = 0;
    const keeper = new IdempotencyKeeper(() => `key-${++counter}`);
    keeper.keyFor('same');
    keeper.renew();
    expect(keeper.keyFor('same')).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(new IdempotencyKeeper().keyFor('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('fieldErrorsFromResponse', () => {
  it('keeps known codes for the form fields and drops anything else', () => {
    const body = {
      error: {
        code: 'invalid_fields',
        fields: { name: 'too_long', fillTimeMs: 'invalid_type', email: 'nonsense' },
      },
    };
    expect(fieldErrorsFromResponse(body, supportFields)).toEqual({ name: 'too_long' });
  });

  it('returns nothing for bodies that are not API errors', () => {
    expect(fieldErrorsFromResponse(undefined, surveyFields)).toEqual({});
    expect(fieldErrorsFromResponse({ error: 'boom' }, surveyFields)).toEqual({});
    expect(fieldErrorsFromResponse([1, 2], surveyFields)).toEqual({});
  });
});

describe('firstInvalidField', () => {
  it('follows form order, not the order errors were found', () => {
    expect(firstInvalidField(surveyFields, { rating: 'required', solutionUsed: 'required' })).toBe(
      'solutionUsed',
    );
    expect(firstInvalidField(surveyFields, {})).toBeUndefined();
  });
});

describe('fieldErrorMessage', () => {
  it('speaks the page language and names the limit', () => {
    expect(fieldErrorMessage(surveyContent.de.fieldErrors, 'too_long', 100)).toBe(
      'Bitte verwenden Sie höchstens 100 Zeichen.',
    );
    expect(fieldErrorMessage(surveyContent.en.fieldErrors, 'required')).toBe('Please fill in this field.');
  });
});

describe('submissionBody', () => {
  it('sends the answers with the anti-spam context and leaves out empty optional answers', () => {
    const body = JSON.parse(
      submissionBody({ name: 'Anna', companyOrOccupation: '', solutionUsed: 'nova', rating: 4 }, context),
    );
    expect(body).toEqual({
      name: 'Anna',
      solutionUsed: 'nova',
      rating: 4,
      website: '',
      lang: 'en',
    });
  });
});

describe('postSubmission', () => {
  const post = (response: Response | Error) => {
    const fetchStub = vi.fn<typeof fetch>(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    return {
      fetchStub,
      result: postSubmission('/api/survey', '{"name":"A"}', 'k-1', surveyFields, fetchStub),
    };
  };

  it('posts JSON with the idempotency key and reports a 201 as stored', async () => {
    const { fetchStub, result } = post(Response.json({ id: 'x' }, { status: 201 }));
    await expect(result).resolves.toEqual({ kind: 'stored' });
    const init = fetchStub.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
    expect(init.body).toBe('{"name":"A"}');
  });

  it('turns a 400 naming fields into inline errors', async () => {
    const { result } = post(
      Response.json(
        { error: { code: 'invalid_fields', fields: { rating: 'out_of_range' } } },
        { status: 400 },
      ),
    );
    await expect(result).resolves.toEqual({ kind: 'invalid', fields: { rating: 'out_of_range' } });
  });

  it('reports other answers and network errors as failures', async () => {
    const conflict = await post(
      new Response('{"error":{"code":"idempotency_key_reused","fields":{}}}', { status: 409 }),
    ).result;
    expect(conflict.kind).toBe('failed');
    const badJson = await post(new Response('not json', { status: 400 })).result;
    expect(badJson).toMatchObject({ kind: 'failed', error: { message: '400: not json' } });
    const offline = await post(new TypeError('Failed to fetch')).result;
    expect(offline).toMatchObject({ kind: 'failed', error: { message: 'Failed to fetch' } });
  });

  it('gives up on a server that does not answer, as a failure the visitor may retry', async () => {
    const silent = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const outcome = await postSubmission('/api/survey', '{}', 'k-1', surveyFields, silent, 20);
    expect(outcome).toMatchObject({ kind: 'failed', error: { name: 'TimeoutError' } });
  });
});
