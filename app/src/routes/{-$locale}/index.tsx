import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { HomePage } from '../../pages/home/HomePage';

export const Route = createFileRoute('/{-$locale}/')({
  head: lazyHead(() => import('../../pages/home/content').then((page) => page.homeHead), 'home'),
  staticData: { hydration: 'islands' },
  component: HomePage,
});
