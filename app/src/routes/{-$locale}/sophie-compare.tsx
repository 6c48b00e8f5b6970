import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { SophieComparePage } from '../../pages/sophie/SophieComparePage';

export const Route = createFileRoute('/{-$locale}/sophie-compare')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { sophieCompareContent } = await import('../../pages/sophie/content');
    return pageHead(sophieCompareContent, match);
  },
  component: SophieComparePage,
});
