import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { PublicShell } from '../../shell/PublicShell';

export const Route = createFileRoute('/{-$locale}')({
  component: PublicLayout,
  notFoundComponent: NotFoundPage,
});

function PublicLayout() {
  const { locale } = Route.useParams();
  return (
    <PublicShell>
      {/* German has no prefix and the only language segment is `en`, so `/nope` arrives here as locale "nope".
          Rendering the not-found page here (instead of throwing notFound() from a loader) keeps the shell and
          hydrates the prerendered 404 page without a mismatch. */}
      {isKnownLocale(locale) ? <Outlet /> : <NotFoundPage />}
    </PublicShell>
  );
}

export function isKnownLocale(locale: string | undefined): boolean {
  return locale === undefined || locale === 'en';
}
