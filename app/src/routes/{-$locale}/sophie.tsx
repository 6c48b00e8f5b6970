import { createFileRoute } from '@tanstack/react-router';
import { sophieContent } from '../../content/sophie';
import { pageHead } from '../../lib/seo';
import { SophiePage } from './-components/SophiePage';

export const Route = createFileRoute('/{-$locale}/sophie')({
  head: ({ match }) => pageHead(sophieContent, match),
  component: SophiePage,
});
