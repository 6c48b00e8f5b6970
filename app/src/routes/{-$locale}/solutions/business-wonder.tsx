import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { BusinessWonderPage } from '../../../pages/businessWonder/BusinessWonderPage';

export const Route = createFileRoute('/{-$locale}/solutions/business-wonder')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ businessWonderContent }, { businessWonderJsonLd }] = await Promise.all([
      import('../../../pages/businessWonder/content'),
      import('../../../lib/jsonLd'),
    ]);
    return pageHead(businessWonderContent, match, { jsonLd: businessWonderJsonLd(match) });
  },
  component: BusinessWonderPage,
});
