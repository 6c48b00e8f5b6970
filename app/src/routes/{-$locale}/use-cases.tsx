import { createFileRoute } from '@tanstack/react-router';
import { validateStorySearch } from '../../pages/useCases/successStories';
import { pageHead } from '../../lib/seo';
import { UseCasesPage } from '../../pages/useCases/UseCasesPage';

export const Route = createFileRoute('/{-$locale}/use-cases')({
  validateSearch: validateStorySearch,
  // Page copy loads with the page's own chunk, not with the entry that every page shares.
  head: async ({ match }) => {
    const { useCasesContent } = await import('../../pages/useCases/content');
    return pageHead(useCasesContent, match);
  },
  component: UseCasesPage,
});
