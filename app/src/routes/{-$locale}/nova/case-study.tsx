import { createFileRoute } from '@tanstack/react-router';
import { novaCaseStudyContent } from '../../../content/novaCaseStudy';
import { pageHead } from '../../../lib/seo';
import { NovaCaseStudyPage } from '../-components/NovaCaseStudyPage';

export const Route = createFileRoute('/{-$locale}/nova/case-study')({
  head: ({ match }) => pageHead(novaCaseStudyContent, match),
  component: NovaCaseStudyPage,
});
