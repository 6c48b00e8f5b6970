import { supportSchema, validateFields } from '@site/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../app.ts';
import { apiError } from '../http/apiError.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { rateLimit } from '../http/rateLimit.ts';
import {
  idempotencyClaim,
  looksLikeSpam,
  newSubmissionId,
  respondToInsert,
  submissionLang,
} from '../submission.ts';

export function supportRoute({
  store,
  clock,
  config,
  limiter,
  clientAddress,
  readBody,
  readHeader,
}: AppDeps) {
  return new Hono<{ Variables: JsonBodyVariables }>()
    .post(
      '/',
      rateLimit(limiter, 'support', clientAddress, config.trustProxy),
      jsonBody(config.maxBodyBytes, readBody, readHeader),
      async (c) => {
        const result = validateFields(supportSchema, c.get('jsonBody'));
        if (!result.ok) return apiError(c, 400, 'invalid_fields', result.fields);
        const { name, email, company, message, website, startedAt, lang } = result.value;
        const now = clock.now();
        const row = {
          id: newSubmissionId(now),
          receivedAt: new Date(now).toISOString(),
          lang: submissionLang(lang, readHeader(c, 'Accept-Language')),
          answers: { name, email, company, message },
          spam: looksLikeSpam({ website, startedAt }, now, config.minFillTimeMs),
        };
        const claim = await idempotencyClaim(c.get('idempotencyKey'), c.get('rawBody'));
        return respondToInsert(c, store.insertSupport(row, claim), row);
      },
    )
    .all('/', methodNotAllowed('POST'));
}
