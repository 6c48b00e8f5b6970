import { Link as UiLink } from '@site/ui';
import { createLink, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { localeParams } from '../i18n/lang';
import { useLang } from '../i18n/useLang';
import type { FileRouteTypes } from '../routeTree.gen';

/**
 * The library's Link with TanStack Router's typed `to`/`params`, preloading and active state. The library never
 * imports the router; this is the one place they meet.
 *
 * Usage: `<AppLink to="/{-$locale}/nova" params={localeParams(lang)} variant="primary">…</AppLink>`.
 */
export const AppLink = createLink(UiLink);

/**
 * A public page as the route tree names it (`/{-$locale}/nova`), for links that follow the page's language. Taken
 * from the generated route tree, so a misspelt or removed page fails the type check, in content modules too.
 */
export type PagePath = Exclude<Extract<FileRouteTypes['to'], `/{-$locale}${string}`>, '/{-$locale}/$'>;

/**
 * The address of a page in the language being shown, for components that take a plain `href` (a SolutionCard's
 * link); the app's RouterProvider still navigates such links inside the app.
 */
export function usePageHref() {
  const router = useRouter();
  const lang = useLang();
  return useCallback(
    (to: PagePath) => router.buildLocation({ to, params: localeParams(lang) }).href,
    [router, lang],
  );
}
