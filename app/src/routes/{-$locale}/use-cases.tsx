import { createFileRoute } from '@tanstack/react-router';
import { useCasesContent } from '../../content/useCases';
import { validateStorySearch } from '../../features/successStories/successStories';
import { pageHead } from '../../lib/seo';
import { UseCasesPage } from './-components/UseCasesPage';

export const Route = createFileRoute('/{-$locale}/use-cases')({
  validateSearch: validateStorySearch,
  head: ({ match }) => pageHead(useCasesContent, match),
  component: UseCasesPage,
});
