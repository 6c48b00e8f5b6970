import { createFileRoute } from '@tanstack/react-router';
import { businessWonderContent } from '../../../content/businessWonder';
import { businessWonderJsonLd } from '../-components/pagesB/jsonLd';
import { pageHead } from '../../../lib/seo';
import { BusinessWonderPage } from '../-components/BusinessWonderPage';

export const Route = createFileRoute('/{-$locale}/solutions/business-wonder')({
  head: ({ match }) => pageHead(businessWonderContent, match, { jsonLd: businessWonderJsonLd(match) }),
  component: BusinessWonderPage,
});
