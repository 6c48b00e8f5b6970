import { createFileRoute } from '@tanstack/react-router';
import { langFromPathname } from '../../../i18n/lang';
import { pageHead } from '../../../lib/seo';
import { NovaPage } from '../../../pages/nova/NovaPage';

export const Route = createFileRoute('/{-$locale}/solutions/nova')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { novaContent, novaJsonLd } = await import('../../../pages/nova/content');
    return pageHead(novaContent, match, { jsonLd: novaJsonLd(langFromPathname(match.pathname)) });
  },
  component: NovaPage,
});
