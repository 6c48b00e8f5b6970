import { createFileRoute } from '@tanstack/react-router';
import { solutionsContent } from '../../../content/solutions';
import { pageHead } from '../../../lib/seo';
import { SolutionsPage } from '../-components/SolutionsPage';

export const Route = createFileRoute('/{-$locale}/solutions/')({
  head: ({ match }) => pageHead(solutionsContent, match),
  component: SolutionsPage,
});
