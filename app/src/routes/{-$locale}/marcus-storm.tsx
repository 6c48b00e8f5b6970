import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { MarcusStormPage } from '../../pages/marcusStorm/MarcusStormPage';

export const Route = createFileRoute('/{-$locale}/marcus-storm')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { marcusStormContent } = await import('../../pages/marcusStorm/content');
    return pageHead(marcusStormContent, match);
  },
  component: MarcusStormPage,
});
