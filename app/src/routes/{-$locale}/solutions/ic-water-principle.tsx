import { createFileRoute } from '@tanstack/react-router';
import { icWaterPrincipleContent } from '../../../content/icWaterPrinciple';
import { pageHead } from '../../../lib/seo';
import { IcWaterPrinciplePage } from '../-components/IcWaterPrinciplePage';

export const Route = createFileRoute('/{-$locale}/solutions/ic-water-principle')({
  head: ({ match }) => pageHead(icWaterPrincipleContent, match),
  component: IcWaterPrinciplePage,
});
