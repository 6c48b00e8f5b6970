import { langFromPathname, langs, redirectTarget, sitemapUrl } from '@site/paths';
import { withPageParts } from '@site/schemas';
import type { PageHeadAddition, SiteHandler } from '../env.ts';
import type { SiteFile } from './siteFiles.ts';

/*
 * How the built site answers a request — methods, redirects (`/contact`, trailing slashes), pages by path, the
 * 404 page in the path's language, encodings, ETags and 304s, published colours in a page's head — the one
 * source both runtimes read: the Node server hands it the files it loaded from disk, the worker those it reads
 * from Workers static assets. Runtime-free.
 */

/** The built files by URL path (`/nova/index.html`); the worker's come in asynchronously. */
export interface SiteFiles {
  get(path: string): SiteFile | undefined | Promise<SiteFile | undefined>;
}

/** Compresses a page that got a head addition (the runtime's compressors; Workers have gzip but no brotli). */
export type CompressPage = (
  body: Uint8Array<ArrayBuffer>,
) => Promise<{ br?: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> }>;

/** A quality value (RFC 9110 §12.4.2): 0 to 1; anything else counts as 0, not acceptable. */
function qualityOf(params: string[]): number {
  const q = params.find((param) => param.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/**
 * The encoding to send (RFC 9110 §12.5.3): of those this file has, the one the client rates highest, brotli
 * before gzip when rated alike; a coding the client does not name takes the rating of `*`, else is not
 * acceptable, and q=0 refuses. Sending the plain file is always possible, so it wins only when the client rates
 * `identity` above every compressed coding it accepts (naming none of them at all, it rates them 0).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: SiteFile,
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || (!file.br && !file.gzip)) return undefined;
  const ratings = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    // `x-gzip` is gzip (RFC 9110 §8.4.1.3).
    if (coding) ratings.set(coding === 'x-gzip' ? 'gzip' : coding, qualityOf(params));
  }
  const wildcard = ratings.get('*') ?? 0;
  const rating = (coding: string) => ratings.get(coding) ?? wildcard;
  let chosen: 'br' | 'gzip' | undefined;
  let best = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (file[coding] && rating(coding) > best) {
      chosen = coding;
      best = rating(coding);
    }
  }
  const identity = ratings.get('identity');
  return identity !== undefined && identity > best ? undefined : chosen;
}

/**
 * Whether `If-None-Match` names the ETag the response would carry, by the weak comparison RFC 9110 §13.1.2
 * prescribes for it: `W/"x"` and `"x"` match, so a cache or proxy that weakened the tag (as compressing proxies
 * do) still revalidates. `*` matches any current file.
 */
export function noneMatchHits(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const [, tag] of ifNoneMatch.matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === opaque) return true;
  return false;
}

export function respondWithFile(request: Request, file: SiteFile, status = 200): Response {
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding') ?? undefined, file);
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.body;
  // Each encoding is a different byte sequence, so each gets its own strong ETag.
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: etag,
  });
  if (file.br || file.gzip) headers.set('Vary', 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);
  if (file.csp) headers.set('Content-Security-Policy', file.csp);

  const ifNoneMatch = request.headers.get('If-None-Match');
  if (status === 200 && ifNoneMatch && noneMatchHits(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(body.byteLength));
  // Workers would compress a body with a Content-Encoding again unless told it already is (`encodeBody`);
  // Node's Response ignores the key.
  const init: ResponseInit & { encodeBody?: 'manual' } = { status, headers };
  if (encoding) init.encodeBody = 'manual';
  return new Response(request.method === 'HEAD' ? null : body, init);
}

function redirect(location: string, search: string) {
  return new Response(null, { status: 308, headers: { Location: `${location}${search}` } });
}

export function plainText(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

/**
 * A built page as it is served with what was published for it: the published copy's parts in place of its own,
 * then the head addition. A build whose page no longer has the parts' places keeps its own copy (and says so).
 */
export function withAddition(html: string, addition: PageHeadAddition): string {
  let page = html;
  if (addition.parts) {
    const published = withPageParts(page, addition.parts);
    if (published === undefined)
      console.error('A published page did not fit its built page: the built copy is served');
    else page = published;
  }
  const at = page.indexOf('</head>');
  return at < 0 ? page : `${page.slice(0, at)}${addition.html}${page.slice(at)}`;
}

/**
 * A file with what was published for it, compressed again (quickly: the result is kept until the addition
 * changes) and with an ETag of its own, so a browser holding the plain file revalidates and gets this one.
 */
async function withHeadAddition(
  file: SiteFile,
  addition: { key: string; change: (text: string) => string },
  compress: CompressPage,
): Promise<SiteFile> {
  const body = new TextEncoder().encode(
    addition.change(new TextDecoder().decode(file.body)),
  ) as Uint8Array<ArrayBuffer>;
  const { br, gzip } = await compress(body);
  const variant: SiteFile = { ...file, body, etag: `${file.etag.slice(0, -1)}-${addition.key}"` };
  delete variant.br;
  delete variant.gzip;
  if (br) variant.br = br;
  if (gzip) variant.gzip = gzip;
  return variant;
}

/**
 * A path with a segment that starts with a dot (`/.vite/manifest.json`, `/.env`, `/assets/.DS_Store`): such files
 * belong to the build or a tool, never to the site, and are not found whatever the build left behind. The one
 * exception is `/.well-known/` at the root (RFC 8615), where the site publishes `security.txt`.
 */
function hiddenPath(path: string): boolean {
  return path
    .split('/')
    .some((segment, index) => segment.startsWith('.') && !(index === 1 && segment === '.well-known'));
}

/** Files the build leaves for the server alone (a form's answer templates, the product template: `*.server.json`, `*.server.html`): never served. */
function serverOnly(path: string): boolean {
  return /\.server\.(json|html)$/.test(path);
}

/** Answers one request from the site's files; tests hand in an in-memory site. */
export function siteHandler(files: SiteFiles, compress: CompressPage): SiteHandler {
  const pageFor = (path: string) => files.get(path === '/' ? '/index.html' : `${path}/index.html`);
  /** The last variant built per page path. */
  const variants = new Map<string, { key: string; file: SiteFile }>();

  async function pageWithAdditions(path: string, file: SiteFile, pageHead: Parameters<SiteHandler>[1]) {
    if (!file.contentType.startsWith('text/html')) return file;
    const addition = await pageHead(path);
    if (!addition) return file;
    return variantOf(path, file, addition.key, (html) => withAddition(html, addition));
  }

  async function variantOf(path: string, file: SiteFile, key: string, change: (text: string) => string) {
    const known = variants.get(path);
    if (known?.key === key) return known.file;
    const variant = await withHeadAddition(file, { key, change }, compress);
    variants.set(path, { key, file: variant });
    return variant;
  }

  /**
   * The sitemap with each published page's `lastmod` (when its copy was last published) and the live product
   * pages, each language with its alternates as the build writes the site's own.
   */
  async function sitemapWithDates(file: SiteFile, pageHead: Parameters<SiteHandler>[1]) {
    const dates = (await pageHead.lastModified?.()) ?? new Map<string, string>();
    const products = (await pageHead.productPaths?.()) ?? [];
    if (!dates.size && !products.length) return file;
    const key = [...dates].map(([path, at]) => `${path}=${at}`).join('|');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)));
    const tag = [...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return variantOf('/sitemap.xml', file, tag, (xml) => {
      const origin = /<loc>(https?:\/\/[^/<]+)/.exec(xml)?.[1] ?? '';
      const entries = products.flatMap((paths) => langs.map((lang) => sitemapUrl(origin, paths, lang)));
      const withProducts = entries.length
        ? xml.replace('</urlset>', `${entries.join('\n')}\n</urlset>`)
        : xml;
      return withProducts.replace(/<loc>([^<]*)<\/loc>/g, (loc, url: string) => {
        const at = dates.get(new URL(url).pathname);
        return at ? `${loc}\n    <lastmod>${at}</lastmod>` : loc;
      });
    });
  }

  /** A product's page, where the path is one: from the product template's file; gone (410) while archived. */
  async function productPage(request: Request, path: string, pageHead: Parameters<SiteHandler>[1]) {
    const answer = await pageHead.productPage?.(path);
    if (answer?.kind === 'gone') return notFound(request, path, 410);
    const template = answer && (await files.get(answer.template));
    if (!answer || !template) return undefined;
    return respondWithFile(request, await variantOf(path, template, answer.key, answer.change));
  }

  /** The not-found page in the path's language; with 410 for an address that was a page and is gone for good. */
  async function notFound(request: Request, path: string, status: 404 | 410 = 404) {
    const english = langFromPathname(path) === 'en';
    const page = (english && (await files.get('/en/404.html'))) || (await files.get('/404.html'));
    if (!page) return plainText(status, status === 410 ? 'Gone' : 'Not found');
    return respondWithFile(request, page, status);
  }

  const handle: SiteHandler = async (request, pageHead) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // In the page's language: a form sent by the browser itself (no script ran) lands here.
      const english = langFromPathname(url.pathname) === 'en';
      return plainText(405, english ? 'Method not allowed' : 'Methode nicht erlaubt', {
        Allow: 'GET, HEAD',
        'Content-Language': english ? 'en' : 'de',
      });
    }
    // An encoded `/` or `\` is no address the site links to, and the router reads `/admin%2Fproducts` as one
    // segment, outside the admin pages' gate, where this handler would read it as `/admin/products`.
    if (/%2f|%5c/i.test(url.pathname)) return notFound(request, url.pathname);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return notFound(request, url.pathname);
    }
    // Lookups only ever hit keys collected from the build directory, so `..` cannot escape it; refusing odd
    // paths early just keeps them out of redirects. An empty segment (`/en//nova`) is no address either, though
    // the Workers assets binding would read it as `/en/nova`: the same page at a second address.
    if (path.includes('\0') || path.includes('\\') || path.includes('//') || path.split('/').includes('..'))
      return notFound(request, path);
    if (hiddenPath(path) || serverOnly(path)) return notFound(request, path);

    const withoutSlash = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
    // The spec's permanent redirects (the app also redirects client-side, for in-app navigation).
    const target = redirectTarget(withoutSlash);
    if (target) return redirect(target, url.search);

    if (withoutSlash !== path) {
      const exists =
        (await pageFor(withoutSlash)) || (await pageHead.productPage?.(withoutSlash))?.kind === 'live';
      return exists ? redirect(withoutSlash, url.search) : notFound(request, path);
    }

    const asset = await files.get(path);
    // A page's file is no address of its own: `/nova/index.html` is `/nova` (where its published colours are
    // added), and the 404 pages answer only for addresses that do not exist.
    if (asset?.contentType.startsWith('text/html')) {
      return path.endsWith('/index.html')
        ? redirect(path.slice(0, -'/index.html'.length) || '/', url.search)
        : notFound(request, path);
    }
    if (asset && path === '/sitemap.xml')
      return respondWithFile(request, await sitemapWithDates(asset, pageHead));
    if (asset) return respondWithFile(request, asset);
    const page = await pageFor(path);
    if (page) return respondWithFile(request, await pageWithAdditions(path, page, pageHead));
    return (await productPage(request, path, pageHead)) ?? notFound(request, path);
  };
  handle.file = async (path) => files.get(path);
  return handle;
}
