import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { MasterWuPage } from '../../../pages/masterWu/MasterWuPage';

export const Route = createFileRoute('/{-$locale}/solutions/master-wu')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const [{ masterWuContent }, { masterWuJsonLd }] = await Promise.all([
      import('../../../pages/masterWu/content'),
      import('../../../lib/jsonLd'),
    ]);
    return pageHead(masterWuContent, match, { jsonLd: masterWuJsonLd(match) });
  },
  component: MasterWuPage,
});
