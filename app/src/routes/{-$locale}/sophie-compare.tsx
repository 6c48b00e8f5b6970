import { createFileRoute } from '@tanstack/react-router';
import { sophieCompareContent } from '../../content/sophieCompare';
import { pageHead } from '../../lib/seo';
import { SophieComparePage } from './-components/SophieComparePage';

export const Route = createFileRoute('/{-$locale}/sophie-compare')({
  head: ({ match }) => pageHead(sophieCompareContent, match),
  component: SophieComparePage,
});
