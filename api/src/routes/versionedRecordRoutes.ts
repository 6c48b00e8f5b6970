import { versionSchema } from '@site/schemas';
import { type Context, Hono } from 'hono';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AuditKind } from '../audit/types.ts';
import type { Versioned } from '../catalogue/types.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin } from '../http/adminSession.ts';
import { apiError, apiJson, apiRefusal, type ErrorCode } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { noFields, validatedJson } from '../http/validatedJson.ts';
import type { VersionedOutcome, VersionedRecords } from '../storage/store.ts';

export type Env = { Variables: AdminVariables & JsonBodyVariables };

/** A record the audit log can name: products and colour schemes have a name an admin knows them by. */
type NamedRecord = Versioned & { name: string };

export interface VersionedRecordOptions<
  Record extends NamedRecord,
  Create extends ObjectSchema<AnyObject>,
  Update extends ObjectSchema<AnyObject>,
  List extends object,
> {
  records: (deps: AppDeps) => VersionedRecords<Record>;
  /** The list's answer: the records under the resource's plural (`{ products }`). */
  list(records: Record[]): List;
  /** Audit kinds: `${noun}_created` and so on. */
  noun: 'product' | 'color_scheme';
  idPattern: RegExp;
  createSchema: Create;
  updateSchema: Update;
  /** A new record from the create form's values. */
  create(values: InferType<Create>, now: number, taken: (id: string) => Promise<boolean>): Promise<Record>;
  /** The record after an edit: the same id and creation time, the version one higher. */
  update(current: Record, values: InferType<Update>, now: number): Record;
  /**
   * What refuses a record the schema let through because of the others (a page address another product has): a
   * code per field, answered as the schema's are (400 `invalid_fields`).
   */
  refusal?(
    record: Record,
    others: Record[],
  ): Promise<Partial<globalThis.Record<string, ErrorCode>> | undefined>;
  /** Told after every change that was made (the live pages read products anew). */
  changed?(): void;
  /** Told after a record was created or edited, with the request (a product gets its colour scheme). */
  saved?(record: Record, how: 'created' | 'updated', c: Context<Env>): Promise<void>;
  /** What the audit log keeps of a record's state (before and after a change). */
  summary(record: Record): Record | Partial<Record>;
}

/** 409 with the record as it is now, so the form can offer "Reload" (theirs) or "Overwrite" (mine). */
function outcomeAnswer<Record>(outcome: VersionedOutcome<Record>, changed?: () => void) {
  if (outcome.kind === 'not_found') return apiError(404, 'not_found');
  if (outcome.kind === 'conflict') return apiRefusal(409, 'version_conflict', { current: outcome.current });
  changed?.();
  return apiJson(200, outcome.record);
}

/**
 * List, create, update, delete (undoable) and restore for one kind of versioned admin record, validated with the
 * form's own schema. Updates and deletes carry the version they were made to.
 */
export function versionedRecordRoutes<
  Record extends NamedRecord,
  Create extends ObjectSchema<AnyObject>,
  Update extends ObjectSchema<AnyObject>,
  List extends object,
>(deps: AppDeps, options: VersionedRecordOptions<Record, Create, Update, List>) {
  const { clock, config } = deps;
  const records = options.records(deps);
  const body = jsonBody(config.maxBodyBytes);
  const signedIn = requireAdmin();
  // Every entry names the record as it was called at the time (`name`) beside its id (`subject`), so the log reads
  // by name even once the record is renamed or gone.
  const audit = (
    c: Parameters<typeof clientFacts>[0],
    kind: AuditKind,
    record: { id: string; name: string | undefined },
    details: object,
  ) =>
    auditEntry(clock.now(), kind, accountActor(c.get('admin')!.account), clientFacts(c, deps), record.id, {
      ...(record.name === undefined ? {} : { name: record.name }),
      ...details,
    });
  const validId = (id: string) => options.idPattern.test(id);
  const refusalOf = async (record: Record) => {
    const fields = await options.refusal?.(record, await records.list());
    return fields ? apiError(400, 'invalid_fields', fields) : undefined;
  };

  return new Hono<Env>()
    .get('/', signedIn, async () => apiJson(200, options.list(await records.list())))
    .post('/', signedIn, body, async (c) => {
      const input = validatedJson(c.get('bodyText'), options.createSchema);
      if (!input.ok) return input.response;
      const now = clock.now();
      // A deleted record keeps its id until it is purged (its undo brings it back under it).
      const taken = async (id: string) =>
        (await records.find(id)) !== undefined || (await records.findDeleted(id)) !== undefined;
      // An id the server chose can be taken between its check and the insert (another admin adding at the same
      // moment, on this instance or another): it chooses again. An id the admin chose is theirs to change.
      for (let previous: string | undefined; ; ) {
        const record = await options.create(input.value, now, taken);
        const refused = await refusalOf(record);
        if (refused) return refused;
        if (record.id === previous) return apiError(409, 'id_taken', { id: 'invalid_choice' });
        const created = await records.create(
          record,
          audit(c, `${options.noun}_created`, record, { after: options.summary(record) }),
        );
        if (created !== 'id_taken') {
          options.changed?.();
          await options.saved?.(record, 'created', c);
          return apiJson(201, record);
        }
        previous = record.id;
      }
    })
    .get('/:id', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!validId(id)) return apiError(400, 'invalid_id');
      const record = await records.find(id);
      return record ? apiJson(200, record) : apiError(404, 'not_found');
    })
    .put('/:id', signedIn, body, async (c) => {
      const id = c.req.param('id');
      if (!validId(id)) return apiError(400, 'invalid_id');
      const version = validatedJson(c.get('bodyText'), versionSchema);
      if (!version.ok) return version.response;
      const input = validatedJson(c.get('bodyText'), options.updateSchema);
      if (!input.ok) return input.response;
      const current = await records.find(id);
      if (!current) return apiError(404, 'not_found');
      const next = options.update(current, input.value, clock.now());
      const refused = await refusalOf(next);
      if (refused) return refused;
      const outcome = await records.update(
        next,
        version.value.version,
        audit(c, `${options.noun}_updated`, next, {
          before: options.summary(current),
          after: options.summary(next),
        }),
      );
      if (outcome.kind === 'done') await options.saved?.(outcome.record, 'updated', c);
      return outcomeAnswer(outcome, options.changed);
    })
    .delete('/:id', signedIn, body, async (c) => {
      const id = c.req.param('id');
      if (!validId(id)) return apiError(400, 'invalid_id');
      const version = validatedJson(c.get('bodyText'), versionSchema);
      if (!version.ok) return version.response;
      const current = await records.find(id);
      const at = new Date(clock.now()).toISOString();
      return outcomeAnswer(
        await records.remove(
          id,
          version.value.version,
          at,
          audit(
            c,
            `${options.noun}_deleted`,
            { id, name: current?.name },
            {
              before: current ? options.summary(current) : null,
            },
          ),
        ),
        options.changed,
      );
    })
    .post('/:id/restore', signedIn, body, noFields, async (c) => {
      const id = c.req.param('id');
      if (!validId(id)) return apiError(400, 'invalid_id');
      // Read before the restore: a deleted record cannot change, only come back or be purged.
      const deleted = await records.findDeleted(id);
      // What was taken while it was deleted (its page address) keeps it from coming back as it was.
      const refused = deleted && (await refusalOf(deleted));
      if (refused) return refused;
      const restored = await records.restore(
        id,
        new Date(clock.now()).toISOString(),
        audit(c, `${options.noun}_restored`, { id, name: deleted?.name }, {}),
      );
      if (!restored) return apiError(404, 'not_found');
      options.changed?.();
      return apiJson(200, restored);
    });
}
