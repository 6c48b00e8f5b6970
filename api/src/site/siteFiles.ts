import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64url } from '../admin/secrets.ts';
import { contentSecurityPolicy } from '../http/securityPolicy.ts';

/*
 * What the built site's files are served with — content type, cache rule, ETag, the page's own CSP, which files
 * are worth compressing — the one source both runtimes read: the Node server (staticSite.ts, files from disk) and
 * the worker (worker/assetSite.ts, files from Workers static assets). Runtime-free.
 */

export const contentTypes: Record<string, string> = {
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
export const compressible = new Set([
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
    hashes.push(`sha256-${btoa(String.fromCharCode(...sha256(utf8ToBytes(body))))}`);
  }
  return [...new Set(hashes)];
}

/** The extension of a URL path, lower case, with its dot ('' if none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Whether a file is worth sending compressed: a text format, and more than a few hundred bytes. */
export function worthCompressing(path: string, size: number): boolean {
  return compressible.has(extensionOf(path)) && size > 256;
}

/**
 * A built file as it is served: its type, cache rule, strong ETag (of the plain bytes), the page's CSP for HTML,
 * and those compressed siblings that are smaller than the file.
 */
export function siteFile(
  urlPath: string,
  body: Uint8Array<ArrayBuffer>,
  compressed: { br?: Uint8Array<ArrayBuffer> | undefined; gzip?: Uint8Array<ArrayBuffer> | undefined } = {},
): SiteFile {
  const extension = extensionOf(urlPath);
  const file: SiteFile = {
    body,
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    etag: `"${base64url(sha256(body)).slice(0, 22)}"`,
    cacheControl: urlPath.startsWith('/assets/') ? immutable : revalidate,
  };
  if (extension === '.html')
    file.csp = contentSecurityPolicy(inlineScriptHashes(new TextDecoder().decode(body)));
  if (compressed.br && compressed.br.byteLength < body.byteLength) file.br = compressed.br;
  if (compressed.gzip && compressed.gzip.byteLength < body.byteLength) file.gzip = compressed.gzip;
  return file;
}
