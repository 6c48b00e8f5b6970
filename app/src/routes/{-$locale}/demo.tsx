import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { DemoPage } from '../../pages/demo/DemoPage';

export const Route = createFileRoute('/{-$locale}/demo')({
  head: lazyHead(() => import('../../pages/demo/content').then((page) => page.demoHead), 'demo'),
  staticData: { hydration: 'islands' },
  component: DemoPage,
});
