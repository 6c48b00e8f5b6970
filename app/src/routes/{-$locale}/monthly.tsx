import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { MonthlyPage } from '../../pages/monthly/MonthlyPage';

export const Route = createFileRoute('/{-$locale}/monthly')({
  head: lazyHead(() => import('../../pages/monthly/content').then((page) => page.monthlyHead), 'monthly'),
  staticData: { hydration: 'islands' },
  component: MonthlyPage,
});
