import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { SupportSentPage } from '../../../pages/support/SupportSentPage';

export const Route = createFileRoute('/{-$locale}/support/thanks')({
  head: lazyHead(() => import('../../../pages/support/content').then((page) => page.supportSentHead)),
  staticData: { hydration: 'islands' },
  component: SupportSentPage,
});
