import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { SolutionsPage } from '../../../pages/solutions/SolutionsPage';

export const Route = createFileRoute('/{-$locale}/solutions/')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { solutionsContent } = await import('../../../pages/solutions/content');
    return pageHead(solutionsContent, match);
  },
  component: SolutionsPage,
});
