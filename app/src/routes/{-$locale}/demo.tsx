import { createFileRoute } from '@tanstack/react-router';
import { demoContent } from '../../content/demo';
import { pageHead } from '../../lib/seo';
import { DemoPage } from './-components/DemoPage';

export const Route = createFileRoute('/{-$locale}/demo')({
  head: ({ match }) => pageHead(demoContent, match),
  component: DemoPage,
});
