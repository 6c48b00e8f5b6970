import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { SurveyPage } from '../../pages/survey/SurveyPage';

export const Route = createFileRoute('/{-$locale}/survey')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { surveyContent } = await import('../../pages/survey/content');
    return pageHead(surveyContent, match);
  },
  component: SurveyPage,
});
