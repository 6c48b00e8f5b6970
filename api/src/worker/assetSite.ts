import type { SiteHandler } from '../env.ts';
import { siteFile, type SiteFile, worthCompressing } from '../site/siteFiles.ts';
import { type CompressPage, siteHandler } from '../site/siteHandler.ts';

/** The Workers static assets binding (wrangler.jsonc `assets.binding`). */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

/** How many files an isolate keeps described (the built site has a few hundred). */
const keptFiles = 2_000;

/**
 * The built site from Workers static assets, served by the same rules as on Node (site/siteFiles.ts,
 * site/siteHandler.ts): wrangler.jsonc sends every request to the worker first (`run_worker_first`) and lets
 * the assets binding answer only exact file paths (`html_handling: none`, `not_found_handling: none`), so the
 * pages, redirects, 404 pages, CSP, cache rules and precompressed siblings are decided here, as in node.ts.
 * Each file is read once per isolate, with its `.br`/`.gz` siblings, and kept described (ETag, CSP) in memory.
 */
export function assetSite(assets: AssetFetcher): SiteHandler {
  const described = new Map<string, Promise<SiteFile | undefined>>();

  async function read(path: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const response = await assets.fetch(new Request(new URL(encodeURI(path), 'https://assets.local')));
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    return new Uint8Array(await response.arrayBuffer());
  }

  async function describe(path: string): Promise<SiteFile | undefined> {
    // Siblings are encodings of their original, never files of their own (as on Node).
    if (path.endsWith('.br') || path.endsWith('.gz')) return undefined;
    const body = await read(path);
    if (!body) return undefined;
    if (!worthCompressing(path, body.byteLength)) return siteFile(path, body);
    const [br, gzip] = await Promise.all([read(`${path}.br`), read(`${path}.gz`)]);
    return siteFile(path, body, { br, gzip: gzip ?? (await gzipped(body)) });
  }

  const files = {
    get(path: string) {
      let file = described.get(path);
      if (!file) {
        if (described.size >= keptFiles) described.clear();
        file = describe(path);
        described.set(path, file);
        // A failed read is tried again by the next request.
        file.catch(() => described.delete(path));
      }
      return file;
    },
  };
  const handle = siteHandler(files, compressPage);
  const site: SiteHandler = (request, pageHead) => handle(withClientEncodings(request), pageHead);
  site.file = async (path) => files.get(path);
  return site;
}

/**
 * On Cloudflare a worker sees `Accept-Encoding: gzip, br` whatever the browser sent; what it sent is in
 * `request.cf.clientAcceptEncoding`. The encoding is chosen from that, as Node chooses it from the header.
 */
function withClientEncodings(request: Request): Request {
  const sent = (request as Request & { cf?: { clientAcceptEncoding?: string } }).cf?.clientAcceptEncoding;
  if (sent === undefined || sent === request.headers.get('Accept-Encoding')) return request;
  const headers = new Headers(request.headers);
  if (sent === '') headers.delete('Accept-Encoding');
  else headers.set('Accept-Encoding', sent);
  return new Request(request, { headers });
}

async function gzipped(body: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Pages with a head addition: gzip only, since Workers' CompressionStream has no brotli. */
const compressPage: CompressPage = async (body) => ({ gzip: await gzipped(body) });
