/**
 * The site's policy without any inline-script hashes. HTML pages from the static site replace it with one that
 * lists the hashes of their own inline scripts (see `site/siteFiles.ts`), so `'unsafe-inline'` is never needed
 * for scripts.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const defaultPolicy = contentSecurityPolicy();

export const everyResponse: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/** What every API answer carries (see `apiJson`). Form answers and health data must never be cached. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': defaultPolicy,
  ...Object.fromEntries(everyResponse),
  'Cache-Control': 'no-store',
});
