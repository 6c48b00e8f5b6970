import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { SophieComparisonPage } from '../../pages/sophie/SophieComparisonPage';

export const Route = createFileRoute('/{-$locale}/sophie-comparison')({
  head: lazyHead(
    () => import('../../pages/sophie/content').then((page) => page.sophieComparisonHead),
    'sophie-comparison',
  ),
  staticData: { hydration: 'islands' },
  component: SophieComparisonPage,
});
