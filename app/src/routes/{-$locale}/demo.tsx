import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { DemoPage } from '../../pages/demo/DemoPage';

export const Route = createFileRoute('/{-$locale}/demo')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { demoContent } = await import('../../pages/demo/content');
    return pageHead(demoContent, match);
  },
  component: DemoPage,
});
