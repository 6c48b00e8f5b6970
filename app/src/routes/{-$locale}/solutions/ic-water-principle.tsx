import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { IcWaterPrinciplePage } from '../../../pages/icWaterPrinciple/IcWaterPrinciplePage';

export const Route = createFileRoute('/{-$locale}/solutions/ic-water-principle')({
  head: lazyHead(
    () => import('../../../pages/icWaterPrinciple/content').then((page) => page.icWaterPrincipleHead),
    'ic-water-principle',
  ),
  staticData: { hydration: 'islands' },
  component: IcWaterPrinciplePage,
});
