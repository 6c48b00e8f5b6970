import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { PrivacyPage } from '../../pages/privacy/PrivacyPage';

export const Route = createFileRoute('/{-$locale}/privacy')({
  head: lazyHead(() => import('../../pages/privacy/content').then((page) => page.privacyHead), 'privacy'),
  staticData: { hydration: 'islands' },
  component: PrivacyPage,
});
