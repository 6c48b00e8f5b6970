import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { TermsOfServicePage } from '../../pages/termsOfService/TermsOfServicePage';

export const Route = createFileRoute('/{-$locale}/terms-of-service')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { termsOfServiceContent } = await import('../../pages/termsOfService/content');
    return pageHead(termsOfServiceContent, match);
  },
  component: TermsOfServicePage,
});
