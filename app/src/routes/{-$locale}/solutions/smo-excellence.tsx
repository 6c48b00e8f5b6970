import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { SmoExcellencePage } from '../../../pages/smoExcellence/SmoExcellencePage';

export const Route = createFileRoute('/{-$locale}/solutions/smo-excellence')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ smoExcellenceContent }, { smoExcellenceJsonLd }] = await Promise.all([
      import('../../../pages/smoExcellence/content'),
      import('../../../lib/jsonLd'),
    ]);
    return pageHead(smoExcellenceContent, match, { jsonLd: smoExcellenceJsonLd(match) });
  },
  component: SmoExcellencePage,
});
