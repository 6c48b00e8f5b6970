import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { MarcusStormPage } from '../../pages/marcusStorm/MarcusStormPage';

export const Route = createFileRoute('/{-$locale}/marcus-storm')({
  head: lazyHead(
    () => import('../../pages/marcusStorm/content').then((page) => page.marcusStormHead),
    'marcus-storm',
  ),
  staticData: { hydration: 'islands' },
  component: MarcusStormPage,
});
