import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import {
  type BodyReader,
  type CappedBody,
  type HeaderReader,
  readWebBody,
  readWebHeader,
} from './http/jsonBody.ts';

function incomingOf(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming && 'rawHeaders' in incoming ? incoming : undefined;
}

/**
 * Collects one body. Its listeners are prototype methods bound once rather than closures: the API runs through
 * tsx, whose esbuild `keepNames` wraps every named closure in a `__name(...)` call, and four of those per request
 * showed up in the profile.
 */
class BodyCollector {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly incoming: IncomingMessage,
    private readonly limit: number,
    private readonly resolve: (body: CappedBody) => void,
    private readonly reject: (error: Error) => void,
  ) {
    this.onData = this.onData.bind(this);
    this.onEnd = this.onEnd.bind(this);
    this.onError = this.onError.bind(this);
    this.onClose = this.onClose.bind(this);
    incoming.on('data', this.onData);
    incoming.on('end', this.onEnd);
    incoming.on('error', this.onError);
    incoming.on('close', this.onClose);
  }

  private cleanup() {
    this.incoming.off('data', this.onData);
    this.incoming.off('end', this.onEnd);
    this.incoming.off('error', this.onError);
    this.incoming.off('close', this.onClose);
  }

  private onData(chunk: Buffer) {
    this.size += chunk.byteLength;
    if (this.size > this.limit) {
      this.cleanup();
      // Stop buffering here; the 413 goes out with `Connection: close`, which ends the upload.
      this.incoming.pause();
      this.resolve({ tooLarge: true });
      return;
    }
    this.chunks.push(chunk);
  }

  private onEnd() {
    this.cleanup();
    const joined = Buffer.concat(this.chunks, this.size);
    // Buffer.concat allocates from Node's pool, a plain ArrayBuffer; the view keeps only our bytes.
    this.resolve({
      tooLarge: false,
      bytes: new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, this.size),
    });
  }

  private onError(error: Error) {
    this.cleanup();
    this.reject(error);
  }

  private onClose() {
    this.cleanup();
    this.reject(new Error('The client closed the connection before the body was complete'));
  }
}

/**
 * Reads the body straight from Node's IncomingMessage. Touching `c.req.raw.body` makes @hono/node-server build
 * a full web Request with an AbortController and a web stream around the socket, which profiling showed to be
 * the largest single cost of a form POST.
 */
export const readNodeBody: BodyReader = (c, limit) => {
  const incoming = incomingOf(c);
  if (!incoming) return readWebBody(c, limit);
  return new Promise((resolve, reject) => {
    new BodyCollector(incoming, limit, resolve, reject);
  });
};

/**
 * Reads a request header from Node's raw header list. `c.req.header()` first copies every header into a web
 * `Headers` object (about 4 % of a form POST). Repeated headers are joined with ", " exactly as `Headers.get`
 * joins them, so both readers answer alike.
 */
export const readNodeHeader: HeaderReader = (c, name) => {
  const incoming = incomingOf(c);
  if (!incoming) return readWebHeader(c, name);
  const raw = incoming.rawHeaders;
  const wanted = name.toLowerCase();
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length !== wanted.length || key.toLowerCase() !== wanted) continue;
    value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`;
  }
  return value;
};
