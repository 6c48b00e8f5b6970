import { createFileRoute } from '@tanstack/react-router';
import { monthlyContent } from '../../content/monthly';
import { monthlyJsonLd } from './-components/pagesB/jsonLd';
import { pageHead } from '../../lib/seo';
import { MonthlyPage } from './-components/MonthlyPage';

export const Route = createFileRoute('/{-$locale}/monthly')({
  head: ({ match }) => pageHead(monthlyContent, match, { jsonLd: monthlyJsonLd(match) }),
  component: MonthlyPage,
});
