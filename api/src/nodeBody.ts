import type { HttpBindings } from '@hono/node-server';
import { type BodyReader, readWebBody } from './http/jsonBody.ts';

/**
 * Reads the body straight from Node's IncomingMessage. Touching `c.req.raw.body` makes @hono/node-server build
 * a full web Request with an AbortController and a web stream around the socket, which profiling showed to be
 * the largest single cost of a form POST.
 */
export const readNodeBody: BodyReader = (c, limit) => {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return readWebBody(c, limit);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        cleanup();
        // Stop buffering here; the 413 goes out with `Connection: close`, which ends the upload.
        incoming.pause();
        resolve({ tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      const joined = Buffer.concat(chunks, size);
      // Buffer.concat allocates from Node's pool, a plain ArrayBuffer; the view keeps only our bytes.
      resolve({
        tooLarge: false,
        bytes: new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, size),
      });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The client closed the connection before the body was complete'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
};
