import { createFileRoute } from '@tanstack/react-router';
import { businessWonderContent } from '../../../content/businessWonder';
import { pageHead } from '../../../lib/seo';
import { BusinessWonderPage } from '../-components/BusinessWonderPage';

export const Route = createFileRoute('/{-$locale}/solutions/business-wonder')({
  head: ({ match }) => pageHead(businessWonderContent, match),
  component: BusinessWonderPage,
});
