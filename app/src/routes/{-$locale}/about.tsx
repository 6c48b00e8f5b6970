import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { AboutPage } from '../../pages/about/AboutPage';

export const Route = createFileRoute('/{-$locale}/about')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { aboutContent } = await import('../../pages/about/content');
    return pageHead(aboutContent, match);
  },
  component: AboutPage,
});
