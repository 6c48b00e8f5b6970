import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query';

function stubFetch(response: Response) {
  const fetchStub = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the default data loader', () => {
  it('GETs the first element of the query key with credentials and returns the parsed JSON', async () => {
    const fetchStub = stubFetch(Response.json({ products: 3 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/products', 'ignored'] })).resolves.toEqual({
      products: 3,
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/products');
    expect(init?.credentials).toBe('include');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('throws "status: body" for a non-OK answer and does not retry', async () => {
    const fetchStub = stubFetch(
      new Response('database offline', { status: 503, statusText: 'Service Unavailable' }),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/x'] })).rejects.toThrow('503: database offline');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/x'] })).rejects.toThrow('404: Not Found');
  });

  it('returns null on 401 when told to, and throws on 401 otherwise', async () => {
    stubFetch(new Response('login first', { status: 401, statusText: 'Unauthorized' }));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['/api/me'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
    stubFetch(new Response('login first', { status: 401, statusText: 'Unauthorized' }));
    await expect(
      client.fetchQuery({ queryKey: ['/api/me2'], queryFn: getQueryFn({ on401: 'throw' }) }),
    ).rejects.toThrow('401: login first');
  });

  it('keeps data fresh forever and never refetches on focus or by polling', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('serves a second read of the same key from the cache without another request', async () => {
    const fetchStub = stubFetch(Response.json({ n: 1 }));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/cached'] });
    await expect(client.fetchQuery({ queryKey: ['/api/cached'] })).resolves.toEqual({ n: 1 });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
