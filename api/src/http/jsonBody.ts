import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiError } from './apiError.ts';

export interface JsonBodyVariables {
  /** The body decoded from UTF-8, not yet parsed: parsing and validation happen where the store prepares it. */
  bodyText: string;
  idempotencyKey: string | undefined;
}

/**
 * `application/json`, optionally with a UTF-8 charset (RFC 8259 allows no other). Browsers can only send a
 * cross-site form or no-cors fetch as text/plain, form-urlencoded or multipart, so insisting on JSON is also
 * the CSRF defence: a foreign page cannot make a browser send this content type without a CORS preflight.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(';');
  if (type?.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() !== 'charset') return parameter.trim() === '';
    return ['utf-8', 'utf8', '"utf-8"'].includes(value?.trim().toLowerCase() ?? '');
  });
}

/** Visible ASCII only, so a key can be logged and stored without escaping surprises. */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

export type CappedBody = { tooLarge: false; bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true };

/**
 * Reads a request body up to a byte limit. The portable default below goes through the web `Request`; an entry
 * point can supply a faster one for its runtime (see `nodeBody.ts`).
 */
export type BodyReader = (c: Context, limit: number) => Promise<CappedBody>;

/**
 * Reads at most `limit` bytes and stops at the first chunk past it, so a chunked upload without a
 * Content-Length cannot make the server buffer more than the limit. (hono's bodyLimit buffers the whole body
 * first and measured 2.5–3× slower here.)
 */
export async function readCappedBody(request: Request, limit: number): Promise<CappedBody> {
  if (!request.body) return { tooLarge: false, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { tooLarge: false, bytes };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

export const readWebBody: BodyReader = (c, limit) => readCappedBody(c.req.raw, limit);

/** Reads one request header (repeated ones joined with ", "); an entry point can supply a faster one too. */
export type HeaderReader = (c: Context, name: string) => string | undefined;

export const readWebHeader: HeaderReader = (c, name) => c.req.header(name);

/**
 * The checks every form endpoint makes before looking at the answers, cheapest first: content type (415), size
 * from Content-Length and then while reading (413), Idempotency-Key syntax (400), UTF-8 (400 invalid_json).
 * JSON syntax and shape are checked with the answers (`prepareSubmission`), off the event loop where it can.
 */
export function jsonBody(maxBytes: number, readBody: BodyReader = readWebBody, readHeader = readWebHeader) {
  return createMiddleware<{ Variables: JsonBodyVariables }>(async (c, next) => {
    if (!isJsonContentType(readHeader(c, 'Content-Type'))) return apiError(c, 415, 'unsupported_media_type');

    const declaredLength = readHeader(c, 'Content-Length');
    if (declaredLength !== undefined && !(Number(declaredLength) <= maxBytes)) {
      // Without this a keep-alive connection would first drain the whole oversized upload.
      c.header('Connection', 'close');
      return apiError(c, 413, 'payload_too_large');
    }

    const idempotencyKey = readHeader(c, 'Idempotency-Key');
    if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
      return apiError(c, 400, 'invalid_idempotency_key');
    }

    let body: CappedBody;
    try {
      body = await readBody(c, maxBytes);
    } catch {
      // The client went away or sent a broken chunked encoding mid-body; what arrived is not a full request.
      return apiError(c, 400, 'invalid_json');
    }
    if (body.tooLarge) {
      c.header('Connection', 'close');
      return apiError(c, 413, 'payload_too_large');
    }

    const text = decodeUtf8(body.bytes);
    if (text === undefined) return apiError(c, 400, 'invalid_json');

    c.set('bodyText', text);
    c.set('idempotencyKey', idempotencyKey);
    await next();
  });
}
