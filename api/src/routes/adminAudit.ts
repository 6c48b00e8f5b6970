import { Hono } from 'hono';
import { verifyAuditLog } from '../audit/chain.ts';
import { type AuditKind, auditKinds } from '../audit/types.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin } from '../http/adminSession.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';

const pageSize = 50;

/**
 * `GET /api/admin/audit?kind=&before=`: the audit log, newest first, 50 entries a page; `GET /api/admin/audit/chain`:
 * whether its hash chain holds, and the first entry where it does not (on every engine, the worker's D1 included).
 */
export function adminAuditRoutes({ store, clock }: AppDeps) {
  return new Hono<{ Variables: AdminVariables }>()
    .get('/chain', requireAdmin(), async () =>
      apiJson(200, await verifyAuditLog(store.audit, { now: clock.now() })),
    )
    .get('/', requireAdmin(), async (c) => {
      const kind = c.req.query('kind') || undefined;
      const before = c.req.query('before') || undefined;
      if (kind !== undefined && !(auditKinds as readonly string[]).includes(kind))
        return apiError(400, 'invalid_fields', { kind: 'invalid_choice' });
      if (before !== undefined && !/^[0-9a-f-]{36}$/.test(before))
        return apiError(400, 'invalid_fields', { before: 'invalid_type' });
      const entries = await store.audit.list({
        kind: kind as AuditKind | undefined,
        before,
        limit: pageSize + 1,
      });
      return apiJson(200, {
        entries: entries.slice(0, pageSize),
        next: entries.length > pageSize ? entries[pageSize - 1]!.id : null,
      });
    });
}
