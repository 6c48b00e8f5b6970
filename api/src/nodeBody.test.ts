import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNodeBody } from './nodeBody.ts';
import { appUnderTest, humanTiming } from './test-support/appUnderTest.ts';

let t: ReturnType<typeof appUnderTest>;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = appUnderTest({ readBody: readNodeBody });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.cleanup();
});

/** Sends a body in chunks without Content-Length, as a streaming client would. */
function postChunked(
  chunks: string[],
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/survey',
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('reading bodies from Node directly', () => {
  it('stores a chunked submission', async () => {
    const json = JSON.stringify({ name: 'Chunk', solutionUsed: 'fuel', rating: 2, ...humanTiming(t.clock) });
    const res = await postChunked([json.slice(0, 10), json.slice(10, 30), json.slice(30)]);
    expect(res.status).toBe(201);
    const { id } = JSON.parse(res.body) as { id: string };
    expect((await t.store.findSurvey(id))?.answers.name).toBe('Chunk');
  });

  it('answers 413 and closes the connection once a chunked body passes 16 KiB', async () => {
    const res = await postChunked(Array.from({ length: 40 }, () => 'x'.repeat(1024)));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'payload_too_large', fields: {} } });
    expect(res.connection).toBe('close');
  });
});
