import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { SolutionsPage } from '../../../pages/solutions/SolutionsPage';

export const Route = createFileRoute('/{-$locale}/solutions/')({
  head: lazyHead(
    () => import('../../../pages/solutions/content').then((page) => page.solutionsHead),
    'solutions',
  ),
  staticData: { hydration: 'islands' },
  component: SolutionsPage,
});
