import { createFileRoute } from '@tanstack/react-router';
import { notFoundHead } from '../../lib/seo';
import { langFromLocaleParam } from '../../i18n/lang';
import { NotFoundPage } from '../../shell/NotFoundPage';

/**
 * Every unknown path lands on this catch-all, so the not-found page is an ordinary route: the prerendered
 * 404.html and the client agree on the route tree for any unknown URL and hydrate without a mismatch.
 */
export const Route = createFileRoute('/{-$locale}/$')({
  head: ({ params }) => notFoundHead(langFromLocaleParam(params.locale)),
  component: NotFoundPage,
});
