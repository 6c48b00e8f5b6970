import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { locales } from '../../lib/format';
import { createQueryClient } from '../../lib/query';
import { onSessionEnded } from '../../pages/admin/adminApi';
import { useAdminLang } from '../../pages/admin/adminLanguage';

export const Route = createFileRoute('/admin')({
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex' }],
  }),
  component: AdminLayout,
});

/**
 * The admin area reads and writes the server through TanStack Query, with the spec's defaults (§7, §9). When the
 * session ends under an open page (idle timeout, signed out elsewhere), the next request answers 401 and the
 * admin goes to the sign-in page, which brings them back here afterwards.
 */
function AdminLayout() {
  const [queryClient] = useState(() => createQueryClient());
  useEffect(
    () =>
      onSessionEnded(() => {
        const { pathname, search } = window.location;
        if (/^\/admin\/(login|setup|invitation)/.test(pathname)) return;
        window.location.assign(`/admin/login?reason=expired&next=${encodeURIComponent(pathname + search)}`);
      }),
    [],
  );
  const { lang } = useAdminLang();
  return (
    <QueryClientProvider client={queryClient}>
      {/* React Aria's own words and numbers (a colour slider's channel names, "1,2:1") follow the admin's choice. */}
      <I18nProvider locale={locales[lang]}>
        <Outlet />
      </I18nProvider>
    </QueryClientProvider>
  );
}
