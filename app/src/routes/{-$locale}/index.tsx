import { createFileRoute } from '@tanstack/react-router';
import { homeContent } from '../../content/home';
import { pageHead } from '../../lib/seo';
import { HomePage } from './-components/HomePage';
import { organisationJsonLd } from './-components/home/organisationJsonLd';

export const Route = createFileRoute('/{-$locale}/')({
  head: ({ match }) => pageHead(homeContent, match, { jsonLd: [organisationJsonLd] }),
  component: HomePage,
});
