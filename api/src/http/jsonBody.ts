import { createMiddleware } from 'hono/factory';
import { apiError } from './apiResponse.ts';
import { type CappedBody, readCappedBody } from './requestBody.ts';

export interface JsonBodyVariables {
  /** The body decoded from UTF-8, not yet parsed: the route parses and validates it with the form's schema. */
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

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The checks every form endpoint makes before looking at the answers, cheapest first: content type (415), size
 * from Content-Length and then while reading (413), Idempotency-Key syntax (400), UTF-8 (400 invalid_json).
 * JSON syntax and shape are checked by the route, with the answers.
 */
export function jsonBody(maxBytes: number) {
  return createMiddleware<{ Variables: JsonBodyVariables }>(async (c, next) => {
    if (!isJsonContentType(c.req.header('Content-Type'))) return apiError(415, 'unsupported_media_type');

    const declaredLength = c.req.header('Content-Length');
    if (declaredLength !== undefined && !(Number(declaredLength) <= maxBytes)) {
      // Without `Connection: close` a keep-alive connection would first drain the whole oversized upload.
      return apiError(413, 'payload_too_large', {}, { Connection: 'close' });
    }

    const idempotencyKey = c.req.header('Idempotency-Key');
    if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
      return apiError(400, 'invalid_idempotency_key');
    }

    let body: CappedBody;
    try {
      body = await readCappedBody(c.req.raw, maxBytes);
    } catch {
      // The client went away or sent a broken chunked encoding mid-body; what arrived is not a full request.
      return apiError(400, 'invalid_json');
    }
    if (body.tooLarge) return apiError(413, 'payload_too_large', {}, { Connection: 'close' });

    const text = decodeUtf8(body.bytes);
    if (text === undefined) return apiError(400, 'invalid_json');

    c.set('bodyText', text);
    c.set('idempotencyKey', idempotencyKey);
    await next();
  });
}
