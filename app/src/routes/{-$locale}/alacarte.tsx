import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { AlacartePage } from '../../pages/alacarte/AlacartePage';

export const Route = createFileRoute('/{-$locale}/alacarte')({
  head: lazyHead(() => import('../../pages/alacarte/content').then((page) => page.alacarteHead), 'alacarte'),
  staticData: { hydration: 'islands' },
  component: AlacartePage,
});
