import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../lib/seo';
import { UseCasesPage } from '../../pages/useCases/UseCasesPage';

export const Route = createFileRoute('/{-$locale}/use-cases')({
  head: lazyHead(() => import('../../pages/useCases/content').then((page) => page.useCasesHead), 'use-cases'),
  staticData: { hydration: 'islands' },
  component: UseCasesPage,
});
