import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { MasterWuPage } from '../../../pages/masterWu/MasterWuPage';

export const Route = createFileRoute('/{-$locale}/solutions/master-wu')({
  head: lazyHead(
    () => import('../../../pages/masterWu/content').then((page) => page.masterWuHead),
    'master-wu',
  ),
  staticData: { hydration: 'islands' },
  component: MasterWuPage,
});
