import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { AlacartePage } from '../../pages/alacarte/AlacartePage';

export const Route = createFileRoute('/{-$locale}/alacarte')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ alacarteContent }, { alacarteJsonLd }] = await Promise.all([
      import('../../pages/alacarte/content'),
      import('../../lib/jsonLd'),
    ]);
    return pageHead(alacarteContent, match, { jsonLd: alacarteJsonLd(match) });
  },
  component: AlacartePage,
});
