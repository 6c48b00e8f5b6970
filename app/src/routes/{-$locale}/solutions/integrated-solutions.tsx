import { createFileRoute } from '@tanstack/react-router';
import { integratedSolutionsContent } from '../../../content/integratedSolutions';
import { pageHead } from '../../../lib/seo';
import { IntegratedSolutionsPage } from '../-components/IntegratedSolutionsPage';

export const Route = createFileRoute('/{-$locale}/solutions/integrated-solutions')({
  head: ({ match }) => pageHead(integratedSolutionsContent, match),
  component: IntegratedSolutionsPage,
});
