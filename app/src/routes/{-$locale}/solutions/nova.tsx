import { createFileRoute } from '@tanstack/react-router';
import { novaContent } from '../../../content/nova';
import { pageHead } from '../../../lib/seo';
import { NovaPage } from '../-components/NovaPage';

export const Route = createFileRoute('/{-$locale}/solutions/nova')({
  head: ({ match }) => pageHead(novaContent, match),
  component: NovaPage,
});
