import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/seo';
import { SurveyPage } from './-components/SurveyPage';

export const Route = createFileRoute('/{-$locale}/survey')({
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { surveyContent } = await import('../../content/survey');
    return pageHead(surveyContent, match);
  },
  component: SurveyPage,
});
