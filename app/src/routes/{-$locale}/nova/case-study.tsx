import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { NovaCaseStudyPage } from '../../../pages/novaCaseStudy/NovaCaseStudyPage';

export const Route = createFileRoute('/{-$locale}/nova/case-study')({
  head: lazyHead(
    () => import('../../../pages/novaCaseStudy/content').then((page) => page.novaCaseStudyHead),
    'nova-case-study',
  ),
  staticData: { hydration: 'islands' },
  component: NovaCaseStudyPage,
});
