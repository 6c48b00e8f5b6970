/**
 * The admin area's one way to the admin API: JSON both ways, this site's cookies, and every answer that is not a
 * success turned into an `AdminApiError` with the status, the API's error code and its field codes, so screens
 * can say precisely what went wrong (and the session guard can send a signed-out admin to the sign-in page).
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string>,
    /** The whole answer, for errors that carry more (a conflict's current record, failing contrast pairs). */
    readonly body: Record<string, unknown>,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${code}`);
    this.name = 'AdminApiError';
  }
}

export function isAdminApiError(error: unknown, code?: string): error is AdminApiError {
  return error instanceof AdminApiError && (code === undefined || error.code === code);
}

export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // Every change is JSON, even one without a body: the server refuses other content types (CSRF).
      headers: method === 'GET' ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'network_error', {}, {});
  }
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (response.ok) return parsed as T;
  const error = (parsed.error ?? {}) as { code?: string; fields?: Record<string, string> };
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new AdminApiError(
    response.status,
    error.code ?? `http_${response.status}`,
    error.fields ?? {},
    parsed,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

export const adminGet = <T>(path: string, signal?: AbortSignal) =>
  adminRequest<T>('GET', path, undefined, signal);
export const adminPost = <T>(path: string, body?: unknown) => adminRequest<T>('POST', path, body);
export const adminPut = <T>(path: string, body?: unknown) => adminRequest<T>('PUT', path, body);
export const adminDelete = <T>(path: string, body?: unknown) => adminRequest<T>('DELETE', path, body);
