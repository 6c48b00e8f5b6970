import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { SurveyPage } from '../../../pages/survey/SurveyPage';

export const Route = createFileRoute('/{-$locale}/survey/')({
  head: lazyHead(() => import('../../../pages/survey/content').then((page) => page.surveyHead), 'survey'),
  staticData: { hydration: 'islands' },
  component: SurveyPage,
});
