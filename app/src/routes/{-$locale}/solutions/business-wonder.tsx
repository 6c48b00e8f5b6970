import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { BusinessWonderPage } from '../../../pages/businessWonder/BusinessWonderPage';

export const Route = createFileRoute('/{-$locale}/solutions/business-wonder')({
  head: lazyHead(
    () => import('../../../pages/businessWonder/content').then((page) => page.businessWonderHead),
    'business-wonder',
  ),
  staticData: { hydration: 'islands' },
  component: BusinessWonderPage,
});
