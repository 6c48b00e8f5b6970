import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { SmoExcellencePage } from '../../../pages/smoExcellence/SmoExcellencePage';

export const Route = createFileRoute('/{-$locale}/solutions/smo-excellence')({
  head: lazyHead(
    () => import('../../../pages/smoExcellence/content').then((page) => page.smoExcellenceHead),
    'smo-excellence',
  ),
  staticData: { hydration: 'islands' },
  component: SmoExcellencePage,
});
