import { createFileRoute } from '@tanstack/react-router';
import { sophieComparisonContent } from '../../content/sophieComparison';
import { pageHead } from '../../lib/seo';
import { SophieComparisonPage } from './-components/SophieComparisonPage';

export const Route = createFileRoute('/{-$locale}/sophie-comparison')({
  head: ({ match }) => pageHead(sophieComparisonContent, match),
  component: SophieComparisonPage,
});
