import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { HomePage } from './-components/HomePage';
import { organisationJsonLd } from './-components/home/organisationJsonLd';

export const Route = createFileRoute('/{-$locale}/')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { homeContent } = await import('../../content/home');
    return pageHead(homeContent, match, { jsonLd: [organisationJsonLd] });
  },
  component: HomePage,
});
