import { basePath, langFromPathname, localePath } from './languages.ts';

/**
 * Pages that only send the browser elsewhere, by their path without the language prefix (spec: `/contact` goes
 * to `/support`; the German names people type for the privacy and the legal notice go to those pages). Every
 * language has them; the router, the prerender step and both servers read this list.
 */
export const permanentRedirects: Readonly<Record<string, string>> = {
  '/contact': '/support',
  '/datenschutz': '/privacy',
  '/impressum': '/legal-notice',
};

/** Where a path redirects to in its own language (`/en/contact` → `/en/support`), or undefined. */
export function redirectTarget(pathname: string): string | undefined {
  const target = permanentRedirects[basePath(pathname)];
  return target === undefined ? undefined : localePath(langFromPathname(pathname), target);
}
