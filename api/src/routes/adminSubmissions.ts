import {
  type Erasure,
  erasureSchema,
  type InboxFilter,
  inboxFilterSchema,
  ratingGroupings,
  submissionActions,
} from '@site/schemas';
import { Hono } from 'hono';
import { array, object, string } from 'yup';
import { sealAuditLog } from '../audit/chain.ts';
import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AppDeps } from '../env.ts';
import {
  type AdminVariables,
  reauthenticationRefusal,
  requireAdmin,
  requireRecentReauthentication,
} from '../http/adminSession.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { type InvalidBody, validatedJson } from '../http/validatedJson.ts';
import { timeOrderedIdPattern } from '../ids.ts';
import type { ErasureSubject } from '../storage/store.ts';
import { exportStream } from '../submissions/export.ts';

type Env = { Variables: AdminVariables & JsonBodyVariables };

const pageSize = 50;

const actionSchema = object({
  ids: array(string().required().matches(timeOrderedIdPattern, 'invalid_type'))
    .typeError('invalid_type')
    .required('required')
    .min(1, 'required')
    .max(500, 'too_long'),
  action: string().required('required').oneOf(submissionActions, 'invalid_choice'),
});

/** The query string as a filter, validated with the schema the inbox's URL uses. */
function filterOf(
  query: Record<string, string>,
): { ok: true; filter: InboxFilter } | { ok: false; response: InvalidBody } {
  const result = validatedJson(JSON.stringify(query), inboxFilterSchema);
  return result.ok ? { ok: true, filter: result.value } : { ok: false, response: result.response };
}

function subjectOf({ by, value }: Erasure): ErasureSubject {
  return by === 'email' ? { email: value } : { name: value };
}

/** `/api/admin/submissions`: the inbox of survey answers and support messages. */
export function adminSubmissionRoutes(deps: AppDeps) {
  const { store, clock, config } = deps;
  const body = jsonBody(config.maxBodyBytes);
  const signedIn = requireAdmin();
  const recentPassword = requireRecentReauthentication(deps);

  return new Hono<Env>()
    .get('/', signedIn, async (c) => {
      const { cursor, ...query } = c.req.query();
      if (cursor !== undefined && !timeOrderedIdPattern.test(cursor))
        return apiError(400, 'invalid_fields', { cursor: 'invalid_type' });
      const parsed = filterOf(query);
      if (!parsed.ok) return parsed.response;
      return apiJson(200, await store.inbox.list(parsed.filter, cursor, pageSize));
    })
    .get('/counts', signedIn, async () => apiJson(200, await store.inbox.counts()))
    .get('/stats', signedIn, async (c) => {
      const { by: asked = 'solution', ...query } = c.req.query();
      const by = ratingGroupings.find((grouping) => grouping === asked);
      if (!by) return apiError(400, 'invalid_fields', { by: 'invalid_choice' });
      const parsed = filterOf(query);
      if (!parsed.ok) return parsed.response;
      return apiJson(200, { by, groups: await store.inbox.ratingStats(parsed.filter, by) });
    })
    .get('/export', signedIn, async (c) => {
      const { format = 'csv', ...query } = c.req.query();
      if (format !== 'csv' && format !== 'json')
        return apiError(400, 'invalid_fields', { format: 'invalid_choice' });
      const parsed = filterOf(query);
      if (!parsed.ok) return parsed.response;
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      const { account } = c.get('admin')!;
      const facts = clientFacts(c, deps);
      const filter = parsed.filter;
      // Who took which rows out, and how many: counted as they are sent, written when the export ends (or is
      // broken off, which the entry says).
      async function* auditedBatches() {
        let rows = 0;
        let complete = false;
        try {
          for await (const batch of store.inbox.exportBatches(filter, 500)) {
            rows += batch.length;
            yield batch;
          }
          complete = true;
        } finally {
          await store.audit.record(
            auditEntry(clock.now(), 'submissions_exported', accountActor(account), facts, null, {
              format,
              filter,
              rows,
              complete,
            }),
          );
          await sealAuditLog(store.audit, { now: clock.now() }).catch(() => undefined);
        }
      }
      const stream = exportStream(auditedBatches(), format);
      return new Response(stream, {
        headers: {
          'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="submissions-${day}.${format}"`,
        },
      });
    })
    .get('/erasure', signedIn, async (c) => {
      const input = validatedJson(JSON.stringify(c.req.query()), erasureSchema);
      if (!input.ok) return input.response;
      const items = await store.inbox.erasurePreview(subjectOf(input.value));
      return apiJson(200, { count: items.length, items });
    })
    .post('/erasure', signedIn, recentPassword, body, async (c) => {
      const input = validatedJson(c.get('bodyText'), erasureSchema);
      if (!input.ok) return input.response;
      const subject = subjectOf(input.value);
      // The log says how and how many, never whose: the erased address or name is personal data too.
      const erased = await store.inbox.erase(
        subject,
        auditEntry(
          clock.now(),
          'submissions_erased',
          accountActor(c.get('admin')!.account),
          clientFacts(c, deps),
          null,
          { by: input.value.by },
        ),
      );
      return apiJson(200, { erased });
    })
    .post('/actions', signedIn, body, async (c) => {
      const input = validatedJson(c.get('bodyText'), actionSchema);
      if (!input.ok) return input.response;
      const { ids, action } = input.value;
      // Deleting is as final as erasure (up to 500 rows at once): the owner's, and only after the password again.
      if (action === 'delete') {
        if (c.get('admin')?.account.role !== 'owner') return apiError(403, 'forbidden');
        const refusal = reauthenticationRefusal(c.get('admin'), deps);
        if (refusal) return refusal;
      }
      const changed = await store.inbox.apply(
        ids,
        action,
        new Date(clock.now()).toISOString(),
        auditEntry(
          clock.now(),
          'submissions_updated',
          accountActor(c.get('admin')!.account),
          clientFacts(c, deps),
          ids.length === 1 ? ids[0]! : null,
        ),
      );
      return apiJson(200, { changed });
    })
    .get('/:id', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!timeOrderedIdPattern.test(id)) return apiError(400, 'invalid_id');
      const item = await store.inbox.find(id);
      return item ? apiJson(200, item) : apiError(404, 'not_found');
    });
}
