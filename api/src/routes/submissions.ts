import { Hono } from 'hono';
import type { AppDeps } from '../env.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { formShownAt } from '../submissions/formStarted.ts';
import { insertSubmission } from '../submissions/insert.ts';
import { prepareSubmission } from '../submissions/prepare.ts';
import type { InsertOutcome } from '../submissions/types.ts';

/**
 * `POST /api/survey` and `POST /api/support`: the HTTP checks run as middleware, the handler validates the
 * answers with the form's own yup schema, and the store commits the row. The 201 is built only after the
 * store's promise resolved, which it does only after the commit.
 */
export function submissionRoute(
  kind: 'survey' | 'support',
  { store, clock, config, clientAddress, secrets }: AppDeps,
) {
  const limit = rateLimit(kind, {
    rateLimits: store.rateLimits,
    clock,
    perMinute: config.rateLimitPerMinute,
    socketAddress: clientAddress,
    trustProxy: config.trustProxy,
  });
  return new Hono<{ Variables: JsonBodyVariables }>()
    .post('/', limit, jsonBody(config.maxBodyBytes), async (c) => {
      const receivedAt = clock.now();
      const prepared = prepareSubmission({
        kind,
        body: c.get('bodyText'),
        receivedAt,
        formShownAt: formShownAt(c.req.header('Cookie'), kind, receivedAt, secrets),
        acceptLanguage: c.req.header('Accept-Language'),
        idempotencyKey: c.get('idempotencyKey'),
        minFillTimeMs: config.minFillTimeMs,
      });
      if (!prepared.ok) return apiError(400, prepared.code, prepared.fields);

      let outcome: InsertOutcome;
      try {
        outcome = await insertSubmission({ store, config }, prepared.request);
      } catch (error) {
        console.error(`Could not store a ${kind} submission`, error);
        return apiError(503, 'store_unavailable');
      }
      switch (outcome.kind) {
        case 'created':
          return apiJson(201, { id: outcome.id });
        case 'replay':
          return apiJson(outcome.status, outcome.body);
        case 'in_flight':
          return apiError(409, 'idempotency_key_in_flight');
        case 'reused':
          return apiError(422, 'idempotency_key_reused');
      }
    })
    .all('/', methodNotAllowed('POST'));
}
