import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { SurveySentPage } from '../../../pages/survey/SurveySentPage';

export const Route = createFileRoute('/{-$locale}/survey/thanks')({
  head: lazyHead(() => import('../../../pages/survey/content').then((page) => page.surveySentHead)),
  staticData: { hydration: 'islands' },
  component: SurveySentPage,
});
