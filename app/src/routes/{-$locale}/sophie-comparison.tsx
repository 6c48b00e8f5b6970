import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { SophieComparisonPage } from '../../pages/sophie/SophieComparisonPage';

export const Route = createFileRoute('/{-$locale}/sophie-comparison')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { sophieComparisonContent } = await import('../../pages/sophie/content');
    return pageHead(sophieComparisonContent, match);
  },
  component: SophieComparisonPage,
});
