import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { SupportPage } from '../../../pages/support/SupportPage';

export const Route = createFileRoute('/{-$locale}/support/')({
  head: lazyHead(() => import('../../../pages/support/content').then((page) => page.supportHead), 'support'),
  staticData: { hydration: 'islands' },
  component: SupportPage,
});
