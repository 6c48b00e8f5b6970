import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/seo';
import { NovaCaseStudyPage } from '../../../pages/novaCaseStudy/NovaCaseStudyPage';

export const Route = createFileRoute('/{-$locale}/nova/case-study')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { novaCaseStudyContent } = await import('../../../pages/novaCaseStudy/content');
    return pageHead(novaCaseStudyContent, match);
  },
  component: NovaCaseStudyPage,
});
