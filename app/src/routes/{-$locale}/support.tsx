import { createFileRoute } from '@tanstack/react-router';
import { supportContent } from '../../content/support';
import { pageHead } from '../../lib/seo';
import { SupportPage } from './-components/SupportPage';

export const Route = createFileRoute('/{-$locale}/support')({
  head: ({ match }) => pageHead(supportContent, match),
  component: SupportPage,
});
