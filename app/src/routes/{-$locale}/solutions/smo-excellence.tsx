import { createFileRoute } from '@tanstack/react-router';
import { smoExcellenceContent } from '../../../content/smoExcellence';
import { smoExcellenceJsonLd } from '../-components/pagesB/jsonLd';
import { pageHead } from '../../../lib/seo';
import { SmoExcellencePage } from '../-components/SmoExcellencePage';

export const Route = createFileRoute('/{-$locale}/solutions/smo-excellence')({
  head: ({ match }) => pageHead(smoExcellenceContent, match, { jsonLd: smoExcellenceJsonLd(match) }),
  component: SmoExcellencePage,
});
