import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { SophiePage } from '../../pages/sophie/SophiePage';

export const Route = createFileRoute('/{-$locale}/sophie')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { sophieContent } = await import('../../pages/sophie/content');
    return pageHead(sophieContent, match);
  },
  component: SophiePage,
});
