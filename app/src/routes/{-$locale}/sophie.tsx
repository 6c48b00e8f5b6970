import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { SophiePage } from '../../pages/sophie/SophiePage';

export const Route = createFileRoute('/{-$locale}/sophie')({
  head: lazyHead(() => import('../../pages/sophie/content').then((page) => page.sophieHead), 'sophie'),
  staticData: { hydration: 'islands' },
  component: SophiePage,
});
