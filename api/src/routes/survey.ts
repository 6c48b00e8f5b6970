import { surveySchema, validateFields } from '@site/schemas';
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

export function surveyRoute({ store, clock, config, limiter, clientAddress, readBody, readHeader }: AppDeps) {
  return new Hono<{ Variables: JsonBodyVariables }>()
    .post(
      '/',
      rateLimit(limiter, 'survey', clientAddress, config.trustProxy),
      jsonBody(config.maxBodyBytes, readBody, readHeader),
      async (c) => {
        const result = validateFields(surveySchema, c.get('jsonBody'));
        if (!result.ok) return apiError(c, 400, 'invalid_fields', result.fields);
        const { name, companyOrOccupation, solutionUsed, comment, rating, website, startedAt, lang } =
          result.value;
        const now = clock.now();
        const row = {
          id: newSubmissionId(now),
          receivedAt: new Date(now).toISOString(),
          lang: submissionLang(lang, readHeader(c, 'Accept-Language')),
          answers: { name, companyOrOccupation, solutionUsed, comment, rating },
          spam: looksLikeSpam({ website, startedAt }, now, config.minFillTimeMs),
        };
        const claim = await idempotencyClaim(c.get('idempotencyKey'), c.get('rawBody'));
        return respondToInsert(c, store.insertSurvey(row, claim), row);
      },
    )
    .all('/', methodNotAllowed('POST'));
}
