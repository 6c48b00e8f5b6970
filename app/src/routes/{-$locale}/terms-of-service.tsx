import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { TermsOfServicePage } from '../../pages/termsOfService/TermsOfServicePage';

export const Route = createFileRoute('/{-$locale}/terms-of-service')({
  head: lazyHead(
    () => import('../../pages/termsOfService/content').then((page) => page.termsOfServiceHead),
    'terms-of-service',
  ),
  staticData: { hydration: 'islands' },
  component: TermsOfServicePage,
});
