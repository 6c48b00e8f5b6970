export type CappedBody = { tooLarge: false; bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true };

/**
 * A runtime adapter can give its requests this method to hand over the body without going through a web
 * `ReadableStream` (the Node adapter does, see `node/nodeRequest.ts`). Without it the web stream is read.
 */
export const readBodyUpTo: unique symbol = Symbol('readBodyUpTo');

interface BodyReaderRequest {
  [readBodyUpTo](limit: number): Promise<CappedBody>;
}

/**
 * Reads at most `limit` bytes and stops at the first chunk past it, so a chunked upload without a Content-Length
 * cannot make the server buffer more than the limit (hono's bodyLimit buffers, and first builds the web body).
 */
export async function readCappedBody(request: Request, limit: number): Promise<CappedBody> {
  const own = (request as Partial<BodyReaderRequest>)[readBodyUpTo];
  if (own) return own.call(request, limit);
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
