import { createFileRoute } from '@tanstack/react-router';
import { termsOfServiceContent } from '../../content/termsOfService';
import { pageHead } from '../../lib/seo';
import { TermsOfServicePage } from './-components/TermsOfServicePage';

export const Route = createFileRoute('/{-$locale}/terms-of-service')({
  head: ({ match }) => pageHead(termsOfServiceContent, match),
  component: TermsOfServicePage,
});
