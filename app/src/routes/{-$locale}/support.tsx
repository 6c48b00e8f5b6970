import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { SupportPage } from '../../pages/support/SupportPage';

export const Route = createFileRoute('/{-$locale}/support')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { supportContent } = await import('../../pages/support/content');
    return pageHead(supportContent, match);
  },
  component: SupportPage,
});
