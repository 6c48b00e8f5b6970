import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { NovaPage } from '../../../pages/nova/NovaPage';

export const Route = createFileRoute('/{-$locale}/solutions/nova')({
  head: lazyHead(() => import('../../../pages/nova/content').then((page) => page.novaHead), 'nova'),
  staticData: { hydration: 'islands' },
  component: NovaPage,
});
