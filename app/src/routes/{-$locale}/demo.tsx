import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { DemoPage } from './-components/DemoPage';

export const Route = createFileRoute('/{-$locale}/demo')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { demoContent } = await import('../../content/demo');
    return pageHead(demoContent, match);
  },
  component: DemoPage,
});
