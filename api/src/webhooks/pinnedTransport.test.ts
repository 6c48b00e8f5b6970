import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pinnedTransport, type Resolver } from './pinnedTransport.ts';
import { RefusedTarget } from './transport.ts';

let receiver: Server;
let port: number;
let arrived: { url: string; headers: IncomingHttpHeaders; body: string }[];
let answer: (path: string) => { status: number; headers?: Record<string, string> };

beforeEach(async () => {
  arrived = [];
  answer = () => ({ status: 204 });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      arrived.push({ url: request.url!, headers: request.headers, body });
      const { status, headers } = answer(request.url!);
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterEach(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A resolver that answers `addresses` for every name and counts how often it was asked. */
function resolverOf(...addresses: string[]) {
  const asked: string[] = [];
  const resolve: Resolver = async (host) => {
    asked.push(host);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

const post = (transport: ReturnType<typeof pinnedTransport>, url: string) =>
  transport(new URL(url), {
    headers: { 'Content-Type': 'application/json' },
    body: '{"type":"submission.created"}',
    signal: AbortSignal.timeout(5_000),
  });

describe('pinnedTransport', () => {
  it('refuses to connect when the name resolves to this machine, and nothing arrives', async () => {
    const { resolve } = resolverOf('127.0.0.1');
    const transport = pinnedTransport({ allowPrivate: false }, resolve);
    await expect(post(transport, `http://hooks.example.com:${port}/hook`)).rejects.toBeInstanceOf(
      RefusedTarget,
    );
    expect(arrived).toEqual([]);
  });

  it('refuses when any of the answers is not public, whichever comes first', async () => {
    for (const answers of [
      ['93.184.215.14', '10.0.0.1'],
      ['2606:4700::1111', '::ffff:127.0.0.1'],
      ['fd00::1', '93.184.215.14'],
    ]) {
      const transport = pinnedTransport({ allowPrivate: false }, resolverOf(...answers).resolve);
      await expect(
        post(transport, `http://hooks.example.com:${port}/hook`),
        answers.join(),
      ).rejects.toBeInstanceOf(RefusedTarget);
    }
    expect(arrived).toEqual([]);
  });

  it('connects to the address it checked, asking the resolver once, and names the host it was given', async () => {
    // hooks.example.com does not lead here in any DNS; only the checked answer can have brought the request.
    const { resolve, asked } = resolverOf('127.0.0.1');
    const transport = pinnedTransport({ allowPrivate: true }, resolve);
    expect(await post(transport, `http://hooks.example.com:${port}/hook`)).toBe(204);
    expect(asked).toEqual(['hooks.example.com']);
    expect(arrived).toMatchObject([
      { url: '/hook', headers: { host: `hooks.example.com:${port}` }, body: '{"type":"submission.created"}' },
    ]);
    expect(arrived[0]!.headers['content-length']).toBe('29');
  });

  it('answers a redirect with its status and does not follow it', async () => {
    answer = (path) =>
      path === '/hook'
        ? { status: 307, headers: { Location: `http://127.0.0.1:${port}/elsewhere` } }
        : { status: 204 };
    const transport = pinnedTransport({ allowPrivate: true }, resolverOf('127.0.0.1').resolve);
    expect(await post(transport, `http://127.0.0.1:${port}/hook`)).toBe(307);
    expect(arrived.map((request) => request.url)).toEqual(['/hook']);
  });
});
