import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { validateStorySearch } from '../../pages/useCases/successStories';
import { UseCasesPage } from '../../pages/useCases/UseCasesPage';

export const Route = createFileRoute('/{-$locale}/use-cases')({
  validateSearch: validateStorySearch,
  head: lazyHead(() => import('../../pages/useCases/content').then((page) => page.useCasesHead)),
  component: UseCasesPage,
});
