import type { ApiErrorBody, ApiErrorCode, ErrorFields } from '@site/schemas';
import type { TypedResponse } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { apiSecurityHeaders } from './securityPolicy.ts';

export type { ApiErrorBody, ApiErrorCode, ErrorCode, ErrorFields } from '@site/schemas';

/**
 * An answer whose body and status the type system knows: Hono reads them off the routes, and the admin routes are
 * checked against the admin API's contract with them (`routes/adminApi.contract.ts`). At run time it is the plain
 * `Response` built below.
 */
export type ApiAnswer<Body, Status extends number = number> = Response &
  TypedResponse<Body, Status extends StatusCode ? Status : StatusCode, 'json'>;

/** A refusal: its code (and status) known to the type system, for the contract check. */
export type ApiRefusal<Code extends ApiErrorCode, Status extends number = number> = ApiAnswer<
  ApiErrorBody<Code>,
  Status
>;

/** Answers built here already carry every security header; the middleware leaves them alone. */
const complete = new WeakSet<Response>();

export function isCompleteApiResponse(response: Response): boolean {
  return complete.has(response);
}

/**
 * Every API answer: JSON with the security headers set as a plain record when the response is made. Setting
 * them on a finished response instead makes the Node adapter turn its header record into a web `Headers` object
 * and back, which costs more than anything else the form POST does outside validation and the commit
 * (docs/benchmarks.md), so API answers are built complete and the middleware covers the rest.
 */
export function apiJson<Body, Status extends number>(
  status: Status,
  body: Body,
  headers?: Record<string, string>,
): ApiAnswer<Body, Status> {
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...apiSecurityHeaders, ...headers },
  });
  complete.add(response);
  return response as ApiAnswer<Body, Status>;
}

export function apiError<Code extends ApiErrorCode, Status extends number>(
  status: Status,
  code: Code,
  fields: ErrorFields = {},
  headers?: Record<string, string>,
): ApiRefusal<Code, Status> {
  return apiJson(status, { error: { code, fields } } satisfies ApiErrorBody<Code>, headers);
}

/**
 * A refusal that carries more than its code (a conflict's current record, the text pairs that miss AA), after the
 * error, as the admin API's contract names it.
 */
export function apiRefusal<Code extends ApiErrorCode, Status extends number, Extra extends object>(
  status: Status,
  code: Code,
  extra: Extra,
): ApiAnswer<ApiErrorBody<Code> & Extra, Status> {
  return apiJson(status, { error: { code, fields: {} }, ...extra });
}
