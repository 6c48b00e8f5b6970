import { isWellFormedText, submissionKinds } from '@site/schemas';
import { Hono } from 'hono';
import { array, object, string } from 'yup';
import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin, requireRecentReauthentication } from '../http/adminSession.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { noFields, validatedJson } from '../http/validatedJson.ts';
import { timeOrderedId, timeOrderedIdPattern } from '../ids.ts';
import { newWebhookSecret } from '../webhooks/signature.ts';
import { type WebhookTargetPolicy, webhookTargetRefusal } from '../webhooks/targets.ts';

type Env = { Variables: AdminVariables & JsonBodyVariables };

/**
 * A webhook as added: an address the target rules allow (webhooks/targets.ts: https to a public host on an allowed
 * port; the refusal names why) and the kinds it receives.
 */
function webhookSchema(targets: WebhookTargetPolicy) {
  return object({
    url: string()
      .required('required')
      .max(2000, 'too_long')
      .test('well-formed', 'invalid_type', isWellFormedText)
      .test('target', 'invalid_type', (value, context) => {
        const refusal = value === undefined ? null : webhookTargetRefusal(value, targets);
        return refusal === null || context.createError({ message: refusal });
      }),
    kinds: array(string().required().oneOf(submissionKinds, 'invalid_choice'))
      .typeError('invalid_type')
      .required('required')
      .min(1, 'required'),
  });
}

/** `/api/admin/webhooks`: where non-spam submissions are sent, and how each delivery went. */
export function adminWebhookRoutes(deps: AppDeps) {
  const { store, clock, config } = deps;
  const body = jsonBody(config.maxBodyBytes);
  const signedIn = requireAdmin();
  const recentPassword = requireRecentReauthentication(deps);
  const schema = webhookSchema(config.webhookTargets);

  return new Hono<Env>()
    .get('/', signedIn, async () => apiJson(200, { webhooks: await store.webhooks.list() }))
    .post('/', signedIn, recentPassword, body, async (c) => {
      const input = validatedJson(c.get('bodyText'), schema);
      if (!input.ok) return input.response;
      const now = clock.now();
      const { account } = c.get('admin')!;
      const webhook = {
        id: timeOrderedId(now),
        // As it will be called (host in lower case, default port and dot segments gone), so the list shows it so.
        url: new URL(input.value.url).href,
        kinds: [...new Set(input.value.kinds)],
        createdAt: new Date(now).toISOString(),
        createdBy: account.email,
      };
      // Shown once, in this answer; receivers verify signatures with it.
      const secret = newWebhookSecret();
      await store.webhooks.create(
        { ...webhook, secret: await deps.secrets.seal(secret, 'webhook', webhook.id) },
        auditEntry(now, 'webhook_created', accountActor(account), clientFacts(c, deps), webhook.url, {
          kinds: webhook.kinds,
        }),
      );
      return apiJson(201, { webhook, secret });
    })
    .delete('/:id', signedIn, recentPassword, body, noFields, async (c) => {
      const id = c.req.param('id');
      if (!timeOrderedIdPattern.test(id)) return apiError(400, 'invalid_id');
      const removed = await store.webhooks.remove(
        id,
        auditEntry(
          clock.now(),
          'webhook_removed',
          accountActor(c.get('admin')!.account),
          clientFacts(c, deps),
          id,
        ),
      );
      return removed ? apiJson(200, { removed: id }) : apiError(404, 'not_found');
    })
    .get('/:id/deliveries', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!timeOrderedIdPattern.test(id)) return apiError(400, 'invalid_id');
      const [webhooks, deliveries] = await Promise.all([
        store.webhooks.list(),
        store.webhooks.deliveries(id, 100),
      ]);
      return webhooks.some((webhook) => webhook.id === id)
        ? apiJson(200, { deliveries })
        : apiError(404, 'not_found');
    })
    .post('/deliveries/:id/redeliver', signedIn, body, noFields, async (c) => {
      const id = c.req.param('id');
      if (!timeOrderedIdPattern.test(id)) return apiError(400, 'invalid_id');
      const now = clock.now();
      const queued = await store.webhooks.redeliver(
        id,
        new Date(now).toISOString(),
        auditEntry(
          now,
          'webhook_redelivered',
          accountActor(c.get('admin')!.account),
          clientFacts(c, deps),
          id,
        ),
      );
      return queued ? apiJson(200, { queued: id }) : apiError(404, 'not_found');
    });
}
