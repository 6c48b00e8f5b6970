import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { langFromPathname, redirectTarget } from '@site/paths';
import type { PageHeadAddition, SiteHandler } from '../env.ts';
import { contentSecurityPolicy } from '../http/securityPolicy.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** Already-compressed formats (images, woff2) only grow when compressed again. */
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
  '.ico',
  '.ttf',
]);

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

export interface SiteFile {
  body: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Only HTML pages carry their own policy, listing the hashes of their inline scripts. */
  csp?: string;
}

/**
 * The sha256 of every inline `<script>` body, in CSP source form. The browser hashes the exact characters
 * between the tags, so this works on the raw text without decoding anything.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function loadFile(root: string, path: string): Promise<[string, SiteFile]> {
  const urlPath = `/${relative(root, path).split(sep).join('/')}`;
  const extension = extname(path).toLowerCase();
  const body = new Uint8Array(await readFile(path));
  const file: SiteFile = {
    body,
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    cacheControl: urlPath.startsWith('/assets/') ? immutable : revalidate,
  };
  if (extension === '.html') {
    file.csp = contentSecurityPolicy(inlineScriptHashes(Buffer.from(body).toString('utf8')));
  }
  if (compressible.has(extension) && body.byteLength > 256) {
    // The build writes `.br`/`.gz` siblings at maximum quality, because compressing every file that well at
    // start-up kept the server from becoming ready for many seconds. Files without siblings are compressed
    // quickly here.
    const [br, gz] = await Promise.all([
      readFile(`${path}.br`).catch(() =>
        brotli(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
      ),
      readFile(`${path}.gz`).catch(() => gzipAsync(body, { level: 6 })),
    ]);
    if (br.byteLength < body.byteLength) file.br = new Uint8Array(br);
    if (gz.byteLength < body.byteLength) file.gzip = new Uint8Array(gz);
  }
  return [urlPath, file];
}

/** Reads and precompresses the whole built site into memory; the files are small and never change at runtime. */
export async function loadSiteFiles(root: string): Promise<Map<string, SiteFile>> {
  const paths: string[] = [];
  for await (const path of walk(root)) {
    // Precompressed siblings are served as encodings of their original, never as files of their own.
    if (!path.endsWith('.br') && !path.endsWith('.gz')) paths.push(path);
  }
  return new Map(await Promise.all(paths.map((path) => loadFile(root, path))));
}

/** The best encoding the client accepts (q > 0) that this file has: brotli, then gzip, else none. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: SiteFile,
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || (!file.br && !file.gzip)) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  const quality = (coding: string) => accepted.get(coding) ?? wildcard;
  if (file.br && quality('br') > 0) return 'br';
  if (file.gzip && quality('gzip') > 0) return 'gzip';
  return undefined;
}

function respondWithFile(request: Request, file: SiteFile, status = 200): Response {
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
  if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : body, { status, headers });
}

function redirect(location: string, search: string) {
  return new Response(null, { status: 308, headers: { Location: `${location}${search}` } });
}

function plainText(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
}

/**
 * A page with something added to its `<head>`, compressed again (quickly: the result is kept until the addition
 * changes) and with an ETag of its own, so a browser holding the plain page revalidates and gets this one.
 */
function withHeadAddition(file: SiteFile, addition: PageHeadAddition): SiteFile {
  const html = Buffer.from(file.body).toString('utf8');
  const at = html.indexOf('</head>');
  const body = new Uint8Array(
    Buffer.from(at < 0 ? html : `${html.slice(0, at)}${addition.html}${html.slice(at)}`),
  );
  return {
    ...file,
    body,
    br: new Uint8Array(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })),
    gzip: new Uint8Array(gzipSync(body, { level: 6 })),
    etag: `${file.etag.slice(0, -1)}-${addition.key}"`,
  };
}

/** Answers one request from the loaded files; exported separately so tests can use an in-memory site. */
export function siteHandler(files: Map<string, SiteFile>): SiteHandler {
  const pageFor = (path: string) => files.get(path === '/' ? '/index.html' : `${path}/index.html`);
  /** The last variant built per page path. */
  const variants = new Map<string, { key: string; file: SiteFile }>();

  async function pageWithAdditions(path: string, file: SiteFile, pageHead: Parameters<SiteHandler>[1]) {
    if (!file.contentType.startsWith('text/html')) return file;
    const addition = await pageHead(path);
    if (!addition) return file;
    const known = variants.get(path);
    if (known?.key === addition.key) return known.file;
    const variant = withHeadAddition(file, addition);
    variants.set(path, { key: addition.key, file: variant });
    return variant;
  }

  function notFound(request: Request, path: string) {
    const english = langFromPathname(path) === 'en';
    const page = (english && files.get('/en/404.html')) || files.get('/404.html');
    if (!page) return plainText(404, 'Not found');
    return respondWithFile(request, page, 404);
  }

  return async (request, pageHead) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plainText(405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const url = new URL(request.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return notFound(request, url.pathname);
    }
    // Lookups only ever hit keys collected from the build directory, so `..` cannot escape it; refusing odd
    // paths early just keeps them out of redirects.
    if (path.includes('\0') || path.includes('\\') || path.split('/').includes('..'))
      return notFound(request, path);

    const withoutSlash = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
    // The spec's permanent redirects (the app also redirects client-side, for in-app navigation).
    const target = redirectTarget(withoutSlash);
    if (target) return redirect(target, url.search);

    if (withoutSlash !== path) {
      return pageFor(withoutSlash) ? redirect(withoutSlash, url.search) : notFound(request, path);
    }

    const asset = files.get(path);
    if (asset) return respondWithFile(request, asset);
    const page = pageFor(path);
    if (page) return respondWithFile(request, await pageWithAdditions(path, page, pageHead));
    return notFound(request, path);
  };
}

/** When nothing has been built the API must still run, and the home page should say what to do. */
export function siteNotBuiltHandler(dir: string): SiteHandler {
  return () =>
    plainText(
      503,
      `The site has not been built yet (nothing at ${dir}). Run \`npm run build\`, then restart the server.\n`,
      {
        'Cache-Control': 'no-store',
      },
    );
}

export async function loadSite(dir: string): Promise<SiteHandler> {
  if (!existsSync(dir)) return siteNotBuiltHandler(dir);
  return siteHandler(await loadSiteFiles(dir));
}
