import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { IntegratedSolutionsPage } from '../../../pages/integratedSolutions/IntegratedSolutionsPage';

export const Route = createFileRoute('/{-$locale}/solutions/integrated-solutions')({
  head: lazyHead(
    () => import('../../../pages/integratedSolutions/content').then((page) => page.integratedSolutionsHead),
    'integrated-solutions',
  ),
  staticData: { hydration: 'islands' },
  component: IntegratedSolutionsPage,
});
