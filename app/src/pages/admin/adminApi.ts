import type {
  AdminAnswer,
  AdminEndpoint,
  AdminMethod,
  AdminRefusal,
  AdminRefusalCode,
  AdminRequest,
  AdminRoutes,
  ApiErrorBody,
} from '@site/schemas';

/**
 * The admin area's one way to the admin API: JSON both ways, this site's cookies, and every answer that is not a
 * success turned into an `AdminApiError` with the status, the API's error code and its field codes, so screens
 * can say precisely what went wrong (and the session guard can send a signed-out admin to the sign-in page).
 * What each endpoint takes and answers is the admin API's contract (`AdminApi` in @site/schemas), which the API's
 * routers are checked against: screens never say for themselves what an answer holds.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string>,
    /** The whole answer, for errors that carry more (a conflict's current record): read it with `adminRefusal`. */
    readonly body: Partial<ApiErrorBody> & Record<string, unknown>,
    readonly retryAfterSeconds?: number,
    /** The endpoint that refused, as the contract names it (`PUT /api/admin/products/:id`). */
    readonly endpoint?: AdminEndpoint,
  ) {
    super(`${status}: ${code}`);
    this.name = 'AdminApiError';
  }
}

export function isAdminApiError(error: unknown, code?: string): error is AdminApiError {
  return error instanceof AdminApiError && (code === undefined || error.code === code);
}

/**
 * What a refusal carries beside its code, as the contract says the endpoint (or any of the endpoints) sends it: a
 * conflict's current record. Undefined when the error is not that refusal from one of them.
 */
export function adminRefusal<Endpoint extends AdminEndpoint, Code extends AdminRefusalCode<Endpoint>>(
  error: unknown,
  endpoints: Endpoint | readonly Endpoint[],
  code: Code,
): AdminRefusal<Endpoint, Code> | undefined {
  const from: readonly AdminEndpoint[] = typeof endpoints === 'string' ? [endpoints] : endpoints;
  if (!isAdminApiError(error, code) || !error.endpoint || !from.includes(error.endpoint)) return undefined;
  return error.body as AdminRefusal<Endpoint, Code>;
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

type Request<Endpoint extends AdminEndpoint> = AdminRequest<Endpoint> & { signal?: AbortSignal };

/** The request, which may be left out where the endpoint needs nothing (no path parameter, no required field). */
type RequestArgument<Endpoint extends AdminEndpoint> =
  Partial<Request<Endpoint>> extends Request<Endpoint>
    ? [request?: Request<Endpoint>]
    : [request: Request<Endpoint>];

/** What any request may hold, once its endpoint's types have been checked at the call. */
interface AnyRequest {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Changes under way, by method, path and body. */
const changesUnderWay = new Map<string, Promise<unknown>>();

/**
 * One request to the admin API: the endpoint as the contract names it, its path parameters filled in, the query
 * and body it takes, and its answer. A change sent again while the same change is still under way (a double click
 * on Redeliver, End session, Mark as read) is not sent twice: it gets the first one's answer, so the server does
 * the work once and the second press cannot fail with "not found" after the first succeeded.
 */
export function adminRequest<Endpoint extends AdminEndpoint>(
  endpoint: Endpoint,
  ...[request]: RequestArgument<Endpoint>
): Promise<AdminAnswer<Endpoint>> {
  const { params = {}, query, body, signal }: AnyRequest = request ?? {};
  const [method, pattern] = endpoint.split(' ') as [AdminMethod, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const url = `${path}${searchOf(query)}`;
  if (method === 'GET') return send(endpoint, method, url, body, signal);
  const change = `${method} ${url} ${JSON.stringify(body ?? {})}`;
  const underWay = changesUnderWay.get(change);
  if (underWay) return underWay as Promise<AdminAnswer<Endpoint>>;
  const sent = send(endpoint, method, url, body, signal).finally(() => changesUnderWay.delete(change));
  changesUnderWay.set(change, sent);
  return sent;
}

/** The query as a query string, empty values left out (the URL and the API read the same fields). */
function searchOf(query: AnyRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send<Endpoint extends AdminEndpoint>(
  endpoint: Endpoint,
  method: AdminMethod,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<AdminAnswer<Endpoint>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      // Every change is JSON, even one without a body: the server refuses other content types (CSRF).
      headers: method === 'GET' ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'network_error', {}, {}, undefined, endpoint);
  }
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  // The one place an answer takes its contract's type: the API's routers are checked against the same contract.
  if (response.ok) return parsed as AdminAnswer<Endpoint>;
  const error = (parsed.error ?? {}) as { code?: string; fields?: Record<string, string> };
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (response.status === 401 && error.code === 'unauthenticated') sessionEnded?.();
  throw new AdminApiError(
    response.status,
    error.code ?? `http_${response.status}`,
    error.fields ?? {},
    parsed,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    endpoint,
  );
}

/** The endpoint a method and a path name. */
type EndpointAt<Method extends AdminMethod, Path extends keyof AdminRoutes<Method>> = Extract<
  AdminRoutes<Method>[Path],
  AdminEndpoint
>;

/** `adminRequest` for one method, taking the path alone: `adminGet('/api/admin/products/:id', { params })`. */
function requestWith<Method extends AdminMethod>(method: Method) {
  return <Path extends keyof AdminRoutes<Method> & string>(
    path: Path,
    ...request: RequestArgument<EndpointAt<Method, Path>>
  ) => adminRequest(`${method} ${path}` as EndpointAt<Method, Path>, ...request);
}

export const adminGet = requestWith('GET');
export const adminPost = requestWith('POST');
export const adminPut = requestWith('PUT');
export const adminDelete = requestWith('DELETE');
