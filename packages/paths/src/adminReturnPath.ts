/** Whether a path (no query) is in the admin area: `/admin` or below it. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname);
}

/**
 * Where to go after signing in: a path on this site inside the admin area, never another origin
 * (`//evil.example`, `/\\evil.example`, `https://…`), which would make the sign-in page an open redirect.
 * The path is checked again once resolved: `/admin/..//evil.example` resolves to `//evil.example`, which a
 * browser reads as another site.
 */
export function adminReturnPath(next: unknown): string {
  if (typeof next !== 'string') return '/admin';
  if (!/^\/admin(?:[/?#]|$)/.test(next)) return '/admin';
  if (next.includes('\\') || [...next].some((char) => char.charCodeAt(0) < 0x20)) return '/admin';
  try {
    const url = new URL(next, 'https://this.site');
    if (url.origin !== 'https://this.site' || !isAdminPath(url.pathname)) return '/admin';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/admin';
  }
}
