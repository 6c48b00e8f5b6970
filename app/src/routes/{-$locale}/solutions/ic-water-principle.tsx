import { createFileRoute } from '@tanstack/react-router';
import { icWaterPrincipleContent } from '../../../content/icWaterPrinciple';
import { icWaterPrincipleJsonLd } from '../-components/pagesB/jsonLd';
import { pageHead } from '../../../lib/seo';
import { IcWaterPrinciplePage } from '../-components/IcWaterPrinciplePage';

export const Route = createFileRoute('/{-$locale}/solutions/ic-water-principle')({
  head: ({ match }) => pageHead(icWaterPrincipleContent, match, { jsonLd: icWaterPrincipleJsonLd(match) }),
  component: IcWaterPrinciplePage,
});
