import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { type CappedBody, readBodyUpTo } from '../http/requestBody.ts';

/**
 * Request headers read straight from Node's raw header list. @hono/node-server builds a web `Headers` from all
 * of them the first time anything asks for one; a form POST asks for four, so `get` and `has` scan the raw list
 * and the full set is only built when something needs it (iteration, changes). Repeated headers are joined
 * with ", " as `Headers.get` joins them, so both answer alike.
 */
class IncomingHeaders extends Headers {
  #raw: string[] | undefined;

  constructor(raw: string[]) {
    super();
    this.#raw = raw;
  }

  #find(name: string): string | null {
    const raw = this.#raw!;
    const wanted = name.toLowerCase();
    let value: string | null = null;
    for (let i = 0; i < raw.length; i += 2) {
      const key = raw[i]!;
      if (key.length !== wanted.length || key.toLowerCase() !== wanted) continue;
      value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]}`;
    }
    return value;
  }

  #fill() {
    const raw = this.#raw;
    if (!raw) return;
    this.#raw = undefined;
    // HTTP/2 pseudo-headers (":path") are not headers.
    for (let i = 0; i < raw.length; i += 2)
      if (raw[i]!.charCodeAt(0) !== 58) super.append(raw[i]!, raw[i + 1]!);
  }

  override get(name: string) {
    return this.#raw ? this.#find(name) : super.get(name);
  }
  override has(name: string) {
    return this.#raw ? this.#find(name) !== null : super.has(name);
  }
  override append(name: string, value: string) {
    this.#fill();
    super.append(name, value);
  }
  override set(name: string, value: string) {
    this.#fill();
    super.set(name, value);
  }
  override delete(name: string) {
    this.#fill();
    super.delete(name);
  }
  override getSetCookie() {
    this.#fill();
    return super.getSetCookie();
  }
  override forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown) {
    this.#fill();
    super.forEach(callback, thisArg);
  }
  override entries() {
    this.#fill();
    return super.entries();
  }
  override keys() {
    this.#fill();
    return super.keys();
  }
  override values() {
    this.#fill();
    return super.values();
  }
  override [Symbol.iterator]() {
    this.#fill();
    return super[Symbol.iterator]();
  }
}

/**
 * Collects one body up to a limit. Its listeners are prototype methods bound once rather than closures: the API
 * runs through tsx, whose esbuild `keepNames` wraps every named closure in a `__name(...)` call per request.
 */
class BodyCollector {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly incoming: IncomingMessage | Http2ServerRequest,
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

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * The Node adapter around the app's `fetch`: each request gets the raw-list headers above and a body reader that
 * takes Node's stream directly (the web `ReadableStream` and `Request` that @hono/node-server otherwise builds
 * around the socket are the largest single cost of a form POST). Handlers still read `c.req.header()` and
 * never know.
 */
export function withNodeRequests(fetch: Fetch): Fetch {
  return (request, env) => {
    const incoming = env.incoming;
    Object.defineProperty(request, 'headers', { value: new IncomingHeaders(incoming.rawHeaders) });
    Object.defineProperty(request, readBodyUpTo, {
      value: (limit: number) =>
        new Promise<CappedBody>((resolve, reject) => {
          new BodyCollector(incoming, limit, resolve, reject);
        }),
    });
    return fetch(request, env);
  };
}
