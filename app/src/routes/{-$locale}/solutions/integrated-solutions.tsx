import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { IntegratedSolutionsPage } from '../../../pages/integratedSolutions/IntegratedSolutionsPage';

export const Route = createFileRoute('/{-$locale}/solutions/integrated-solutions')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { integratedSolutionsContent } = await import('../../../pages/integratedSolutions/content');
    return pageHead(integratedSolutionsContent, match);
  },
  component: IntegratedSolutionsPage,
});
