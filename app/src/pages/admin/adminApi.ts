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

let sessionEnded: (() => void) | undefined;

/**
 * Who hears that the session ended under an open page (the admin layout sends the admin to the sign-in page): every
 * request the admin area makes comes through here, whether a screen reads it through TanStack Query or calls it
 * directly (changing the password, ending a session).
 */
export function onSessionEnded(handler: () => void): () => void {
  sessionEnded = handler;
  return () => {
    if (sessionEnded === handler) sessionEnded = undefined;
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Changes under way, by method, path and body. */
const changesUnderWay = new Map<string, Promise<unknown>>();

/**
 * One request to the admin API. A change sent again while the same change is still under way (a double click on
 * Redeliver, End session, Mark as read) is not sent twice: it gets the first one's answer, so the server does
 * the work once and the second press cannot fail with "not found" after the first succeeded.
 */
export function adminRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  if (method === 'GET') return send<T>(method, path, body, signal);
  const change = `${method} ${path} ${JSON.stringify(body ?? {})}`;
  const underWay = changesUnderWay.get(change);
  if (underWay) return underWay as Promise<T>;
  const sent = send<T>(method, path, body, signal).finally(() => changesUnderWay.delete(change));
  changesUnderWay.set(change, sent);
  return sent;
}

async function send<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
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
  if (response.status === 401 && error.code === 'unauthenticated') sessionEnded?.();
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
