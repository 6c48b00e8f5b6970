import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';
import { apiError } from '../http/apiError.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { securedJson } from '../http/securityHeaders.ts';
import type { SubmitOutcome } from '../storage/store.ts';

/**
 * `POST /api/survey` and `POST /api/support`: the HTTP checks run here, then the store validates the answers with
 * the form's yup schema and commits the row. The 201 is built only after the store's promise resolved, which it
 * does only after the commit.
 */
export function submissionRoute(
  kind: 'survey' | 'support',
  { store, clock, config, limiter, clientAddress, readBody, readHeader }: AppDeps,
) {
  return new Hono<{ Variables: JsonBodyVariables }>()
    .post(
      '/',
      rateLimit(limiter, kind, clientAddress, config.trustProxy, readHeader),
      jsonBody(config.maxBodyBytes, readBody, readHeader),
      async (c) => {
        let outcome: SubmitOutcome;
        try {
          outcome = await store.submit({
            kind,
            body: c.get('bodyText'),
            receivedAt: clock.now(),
            acceptLanguage: readHeader(c, 'Accept-Language'),
            idempotencyKey: c.get('idempotencyKey'),
            minFillTimeMs: config.minFillTimeMs,
          });
        } catch (error) {
          console.error(`Could not store a ${kind} submission`, error);
          return apiError(c, 503, 'store_unavailable');
        }
        switch (outcome.kind) {
          case 'created':
            return securedJson(JSON.stringify({ id: outcome.id }), 201);
          case 'replay':
            return securedJson(outcome.body, outcome.status);
          case 'conflict':
            return apiError(c, 409, 'idempotency_key_reused');
          case 'refused':
            return apiError(c, 400, outcome.code, outcome.fields);
        }
      },
    )
    .all('/', methodNotAllowed('POST'));
}
