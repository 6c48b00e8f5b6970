import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { SophieComparePage } from '../../pages/sophie/SophieComparePage';

export const Route = createFileRoute('/{-$locale}/sophie-compare')({
  head: lazyHead(
    () => import('../../pages/sophie/content').then((page) => page.sophieCompareHead),
    'sophie-compare',
  ),
  staticData: { hydration: 'islands' },
  component: SophieComparePage,
});
