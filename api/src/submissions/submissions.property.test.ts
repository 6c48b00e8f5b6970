import Database from 'better-sqlite3';
import fc from 'fast-check';
import { join } from 'node:path';
import { hasVisibleCharacter, isWellFormedText, solutionIds } from '@site/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appUnderTest, humanTiming } from '../test-support/appUnderTest.ts';

/**
 * Thousands of generated requests per endpoint: valid answers must come back from storage exactly as sent
 * (after trimming), everything else must be refused with a 4xx and leave storage untouched, and nothing may
 * produce a 5xx or reach `onError`.
 */
const numRuns = 10_000;

let t: ReturnType<typeof appUnderTest>;
let reader: Database.Database;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  t = appUnderTest({}, { inMemoryDisk: true });
  reader = new Database(join(t.dir, 'site.db'), { readonly: true });
  consoleError = vi.spyOn(console, 'error');
});
afterAll(async () => {
  reader.close();
  await t.cleanup();
  consoleError.mockRestore();
});

const rowCount = (kind: string) =>
  Number(reader.prepare('SELECT count(*) FROM submissions WHERE kind = ?').pluck().get(kind));

/**
 * Any text, including emoji, combining marks, RTL and control characters, that is valid once trimmed and shows
 * something (the schemas' unit tests pin which text counts as empty).
 */
const text = (max: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: max + 4 }),
      fc.string({ unit: 'binary', maxLength: max + 4 }),
      fc.string({ unit: 'grapheme-ascii', maxLength: max + 4 }),
    )
    .filter((value) => value.trim().length <= max && hasVisibleCharacter(value) && isWellFormedText(value));

const optionalText = (max: number) =>
  fc.option(fc.oneof(text(max), fc.constant(''), fc.constant('   ')), { nil: undefined, freq: 3 });

const hostileKeys = fc.dictionary(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'spam',
    'receivedAt',
  ),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

const validSurvey = fc.record(
  {
    name: text(100),
    companyOrOccupation: optionalText(150),
    solutionUsed: fc.constantFrom(...solutionIds),
    comment: optionalText(2000),
    rating: fc.integer({ min: 1, max: 5 }),
  },
  { requiredKeys: ['name', 'solutionUsed', 'rating'] },
);

const emailAddress = fc
  .tuple(
    // A plain address: no `%` (nor `?`, `&`, `=`, `#`), which a mailto link would read as its own syntax.
    fc.stringMatching(/^[a-z0-9._+-]{1,30}$/),
    fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

const validSupport = fc.record(
  { name: text(100), email: emailAddress, company: optionalText(150), message: text(5000) },
  { requiredKeys: ['name', 'email', 'message'] },
);

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer({ min: -10, max: 10 }),
  fc.constant(''),
  fc.string({ minLength: 5001, maxLength: 5100 }),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
  fc.constant('\ud800'),
);

/** One way a client can get it wrong, or right. */
function requestKinds(valid: fc.Arbitrary<Record<string, unknown>>, fields: readonly string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((answers) => ({ kind: 'valid' as const, answers })) },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...fields), wrongValue).map(([answers, field, value]) => ({
        kind: 'mutated' as const,
        body: JSON.stringify({ ...answers, [field]: value }),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 3 }), hostileKeys).map(([value, extra]) => ({
        kind: 'random' as const,
        body: JSON.stringify(
          Array.isArray(value) || typeof value !== 'object' || value === null
            ? value
            : { ...value, ...extra },
        ),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat()).map(([answers, cut]) => {
        const full = JSON.stringify(answers);
        return { kind: 'truncated' as const, body: full.slice(0, cut % full.length) };
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            '',
            'application/json; charset=iso-8859-1',
            'text/json',
          ),
        )
        .map(([answers, contentType]) => ({
          kind: 'wrong-type' as const,
          body: JSON.stringify(answers),
          contentType,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.integer({ min: 16 * 1024, max: 48 * 1024 })).map(([answers, size]) => ({
        kind: 'huge' as const,
        body: JSON.stringify({ ...answers, comment: 'ü'.repeat(size) }),
      })),
    },
  );
}

type Generated = ReturnType<typeof requestKinds> extends fc.Arbitrary<infer T> ? T : never;

async function send(path: string, generated: Generated) {
  const body =
    generated.kind === 'valid' ? JSON.stringify({ ...generated.answers, ...humanTiming() }) : generated.body;
  const contentType = generated.kind === 'wrong-type' ? generated.contentType : 'application/json';
  return t.app.request(path, {
    method: 'POST',
    headers: contentType ? { 'Content-Type': contentType } : {},
    body,
  });
}

function trimmed(answers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
}

describe.each([
  {
    path: '/api/survey',
    kind: 'survey',
    valid: validSurvey,
    fields: ['name', 'companyOrOccupation', 'solutionUsed', 'comment', 'rating'],
    find: (id: string) => t.store.submissions.findSurvey(id),
  },
  {
    path: '/api/support',
    kind: 'support',
    valid: validSupport,
    fields: ['name', 'email', 'company', 'message'],
    find: (id: string) => t.store.submissions.findSupport(id),
  },
])('$path under generated requests', ({ path, kind, valid, fields, find }) => {
  it(`stores every valid payload exactly and nothing else, never answering 5xx (${numRuns} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        requestKinds(valid as fc.Arbitrary<Record<string, unknown>>, fields),
        async (generated) => {
          const before = rowCount(kind);
          const res = await send(path, generated);
          expect(res.status).toBeLessThan(500);
          const after = rowCount(kind);
          if (generated.kind === 'valid') {
            expect(res.status).toBe(201);
            const { id } = (await res.json()) as { id: string };
            const stored = await find(id);
            expect(stored?.spam).toBe(false);
            const expected = trimmed(generated.answers);
            for (const field of fields)
              expect(stored?.answers[field as never], field).toEqual(expected[field]);
            expect(after).toBe(before + 1);
          } else if (res.status !== 201) {
            expect(after).toBe(before);
            const error = ((await res.json()) as { error: { code: string } }).error;
            expect(typeof error.code).toBe('string');
          }
          if (generated.kind === 'wrong-type') expect(res.status).toBe(415);
          if (generated.kind === 'huge') expect(res.status).toBe(413);
          if (generated.kind === 'mutated') expect([201, 400]).toContain(res.status);
        },
      ),
      { numRuns },
    );
    expect(consoleError).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);
});
