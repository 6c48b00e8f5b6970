import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { MonthlyPage } from '../../pages/monthly/MonthlyPage';

export const Route = createFileRoute('/{-$locale}/monthly')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ monthlyContent }, { monthlyJsonLd }] = await Promise.all([
      import('../../pages/monthly/content'),
      import('../../lib/jsonLd'),
    ]);
    return pageHead(monthlyContent, match, { jsonLd: monthlyJsonLd(match) });
  },
  component: MonthlyPage,
});
