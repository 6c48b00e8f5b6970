import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useLocation,
  useRouter,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import '@site/tokens';
import { isAdminPath } from '@site/paths';
import { langFromPathname } from '../i18n/lang';
import { useAdminLang } from '../pages/admin/adminLanguage';
import { withoutScriptStyles } from '../islands/withoutScript';
import { siteIconLinks } from '../lib/siteIcons';
import { themeScript } from '../lib/theme';
import type { SiteRouterContext } from '../pages/kit/pageCopy';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PublicShell } from '../shell/PublicShell';
import '../shell/global.css';

export const Route = createRootRouteWithContext<SiteRouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
    ],
    links: siteIconLinks,
    scripts: [{ children: themeScript }],
  }),
  component: RootDocument,
  notFoundComponent: () => (
    <PublicShell>
      <NotFoundPage />
    </PublicShell>
  ),
});

function RootDocument() {
  const { pathname } = useLocation();
  const router = useRouter();
  // The admin area speaks the language each admin chose (English until hydrated), whatever its path says.
  const adminLang = useAdminLang().lang;
  const lang = isAdminPath(pathname) ? adminLang : langFromPathname(pathname);
  // Effects run once React has hydrated the whole page: from here on every control answers. Tests and tools can
  // wait for this mark instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // The theme script adds `dark` to <html> before React hydrates; that class is the visitor's, not a mismatch.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <HeadContent />
        {/* Read only by a browser that runs no JavaScript: hides what needs it (islands/withoutScript.ts). */}
        {/* Written by the server only: React does not hydrate what is inside a <noscript>. */}
        <noscript>{import.meta.env.SSR && <style>{withoutScriptStyles()}</style>}</noscript>
      </head>
      <body>
        {/* Links and buttons from @site/ui navigate inside the app through the router instead of reloading. */}
        <RouterProvider navigate={(href) => router.navigate({ href })} useHref={(href) => href}>
          <Outlet />
        </RouterProvider>
        <Scripts />
      </body>
    </html>
  );
}
