import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * The spec's default data loader (§7, §9) and query client. The admin area reads and writes the server through
 * it (its queries pass their own typed fetchers; the defaults below apply to all); the public forms post with
 * plain `fetch` (`postSubmission` in forms/submission.ts).
 */

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A non-OK answer becomes an error whose text is `status: body`, or `status: statusText` when the body is empty. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new Error(`${response.status}: ${body || response.statusText}`);
}

/** GETs the first element of the query key (a path) with the visitor's cookies and parses the JSON answer. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string')
      throw new Error('The first element of a query key must be the path to GET.');
    const response = await fetch(path, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * Data never goes stale, nothing refetches on focus or polls, and nothing retries: a failed request shows its
 * error at once instead of silently repeating a POST or hammering a failing server.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
