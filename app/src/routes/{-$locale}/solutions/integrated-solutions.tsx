import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { IntegratedSolutionsPage } from '../-components/IntegratedSolutionsPage';

export const Route = createFileRoute('/{-$locale}/solutions/integrated-solutions')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { integratedSolutionsContent } = await import('../../../content/integratedSolutions');
    return pageHead(integratedSolutionsContent, match);
  },
  component: IntegratedSolutionsPage,
});
