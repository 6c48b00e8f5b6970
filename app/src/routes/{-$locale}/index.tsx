import { createFileRoute } from '@tanstack/react-router';
import { homeContent } from '../../content/home';
import { pageHead } from '../../lib/seo';
import { HomePage } from './-components/HomePage';

export const Route = createFileRoute('/{-$locale}/')({
  head: ({ match }) => pageHead(homeContent, match),
  component: HomePage,
});
