import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUnderTest, humanTiming } from '../test-support/appUnderTest.ts';
import { withNodeRequests } from './nodeRequest.ts';

let t: ReturnType<typeof appUnderTest>;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = appUnderTest();
  server = serve({ fetch: withNodeRequests(t.app.fetch), port: 0, hostname: '127.0.0.1' });
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
    const json = JSON.stringify({ name: 'Chunk', solutionUsed: 'fuel', rating: 2, ...humanTiming() });
    const res = await postChunked([json.slice(0, 10), json.slice(10, 30), json.slice(30)]);
    expect(res.status).toBe(201);
    const { id } = JSON.parse(res.body) as { id: string };
    expect((await t.store.submissions.findSurvey(id))?.answers.name).toBe('Chunk');
  });

  it('answers 413 and closes the connection once a chunked body passes the limit (32 KiB)', async () => {
    const res = await postChunked(Array.from({ length: 48 }, () => 'x'.repeat(1024)));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'payload_too_large', fields: {} } });
    expect(res.connection).toBe('close');
  });
});

/** Sends raw HTTP/1.1 bytes, so a test can repeat a header, which fetch and http.request merge or refuse. */
function rawPost(headerLines: string[], body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }));
    socket.on('error', reject);
    socket.write(
      [
        'POST /api/survey HTTP/1.1',
        'Host: 127.0.0.1',
        'Connection: close',
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...headerLines,
        '',
        body,
      ].join('\r\n'),
    );
  });
}

describe('reading headers from Node directly', () => {
  const answers = () => JSON.stringify({ name: 'Raw', solutionUsed: 'nova', rating: 4, ...humanTiming() });

  it('takes the language from Accept-Language and sends every security header with the 201', async () => {
    const res = await rawPost(
      ['Content-Type: application/json', 'Accept-Language: en-GB,de;q=0.5'],
      answers(),
    );
    expect(res.status).toBe(201);
    const [head = '', body = ''] = res.text.split('\r\n\r\n');
    const { id } = JSON.parse(body) as { id: string };
    expect((await t.store.submissions.findSurvey(id))?.lang).toBe('en');
    for (const header of [
      /^content-type: application\/json$/im,
      /^content-length: \d+$/im,
      /^content-security-policy: default-src 'self'; script-src 'self';.*frame-ancestors 'none'/im,
      /^strict-transport-security: max-age=31536000; includeSubDomains$/im,
      /^x-content-type-options: nosniff$/im,
      /^cache-control: no-store$/im,
    ])
      expect(head).toMatch(header);
  });

  it('joins a repeated header as the web reader does, so two Content-Types are refused, not half-read', async () => {
    const res = await rawPost(['Content-Type: application/json', 'Content-Type: text/plain'], answers());
    expect(res.status).toBe(415);
    expect(res.text).toContain('unsupported_media_type');
  });
});

describe('HEAD through Node', () => {
  it('answers HEAD on the API with the same security headers as GET', async () => {
    for (const path of ['/api/health', '/api/survey', '/api/missing']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'HEAD' });
      expect(res.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });
});
