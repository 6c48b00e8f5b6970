import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { IcWaterPrinciplePage } from '../../../pages/icWaterPrinciple/IcWaterPrinciplePage';

export const Route = createFileRoute('/{-$locale}/solutions/ic-water-principle')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ icWaterPrincipleContent }, { icWaterPrincipleJsonLd }] = await Promise.all([
      import('../../../pages/icWaterPrinciple/content'),
      import('../../../lib/jsonLd'),
    ]);
    return pageHead(icWaterPrincipleContent, match, { jsonLd: icWaterPrincipleJsonLd(match) });
  },
  component: IcWaterPrinciplePage,
});
