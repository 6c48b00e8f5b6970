import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { MonthlyPage } from './-components/MonthlyPage';

export const Route = createFileRoute('/{-$locale}/monthly')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ monthlyContent }, { monthlyJsonLd }] = await Promise.all([
      import('../../content/monthly'),
      import('./-components/pagesB/jsonLd'),
    ]);
    return pageHead(monthlyContent, match, { jsonLd: monthlyJsonLd(match) });
  },
  component: MonthlyPage,
});
