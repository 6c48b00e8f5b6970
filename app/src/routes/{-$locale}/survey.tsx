import { createFileRoute } from '@tanstack/react-router';
import { surveyContent } from '../../content/survey';
import { pageHead } from '../../lib/seo';
import { SurveyPage } from './-components/SurveyPage';

export const Route = createFileRoute('/{-$locale}/survey')({
  head: ({ match }) => pageHead(surveyContent, match),
  component: SurveyPage,
});
