import { createFileRoute } from '@tanstack/react-router';
import { aboutContent } from '../../content/about';
import { pageHead } from '../../lib/seo';
import { AboutPage } from './-components/AboutPage';

export const Route = createFileRoute('/{-$locale}/about')({
  head: ({ match }) => pageHead(aboutContent, match),
  component: AboutPage,
});
