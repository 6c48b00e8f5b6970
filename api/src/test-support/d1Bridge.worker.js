/*
 * A worker that runs D1 statements sent to it as JSON, for tests in Node that look at a D1 database in workerd
 * (d1OverHttp.ts). One request per call: Miniflare's own D1 proxy makes a synchronous round trip for every
 * `prepare` and `bind` as well, which is slower and, on a busy machine, can read the answer to the wrong call.
 * Plain JavaScript, so Miniflare can load it as it is and wrangler can bundle it into the tests' worker.
 *
 * Request: { binding, op: 'first' | 'all' | 'run' | 'batch' | 'exec', statements: [{ text, values }], sql }.
 * Answer: { result } or, with status 500, { error: { name, message } }.
 */

/** @param {Request} request @param {Record<string, any>} env */
export async function answerD1(request, env) {
  const { binding, op, statements = [], sql } = await request.json();
  const db = env[binding];
  if (!db)
    return Response.json({ error: { name: 'Error', message: `No D1 binding ${binding}` } }, { status: 500 });
  try {
    const prepared = statements.map(({ text, values }) =>
      values.length > 0 ? db.prepare(text).bind(...values) : db.prepare(text),
    );
    let result;
    if (op === 'first') result = await prepared[0].first();
    else if (op === 'all') result = await prepared[0].all();
    else if (op === 'run') result = await prepared[0].run();
    else if (op === 'batch') result = await db.batch(prepared);
    else if (op === 'exec') result = await db.exec(sql);
    else throw new Error(`Unknown D1 operation ${op}`);
    return Response.json({ result: result ?? null });
  } catch (error) {
    const { name = 'Error', message = String(error) } = error instanceof Error ? error : {};
    return Response.json({ error: { name, message } }, { status: 500 });
  }
}

export default { fetch: answerD1 };
