import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { AboutPage } from '../../pages/about/AboutPage';

export const Route = createFileRoute('/{-$locale}/about')({
  head: lazyHead(() => import('../../pages/about/content').then((page) => page.aboutHead), 'about'),
  staticData: { hydration: 'islands' },
  component: AboutPage,
});
