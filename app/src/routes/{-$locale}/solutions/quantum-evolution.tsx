import { createFileRoute } from '@tanstack/react-router';
import { lazyHead } from '../../../lib/seo';
import { QuantumEvolutionPage } from '../../../pages/quantumEvolution/QuantumEvolutionPage';

export const Route = createFileRoute('/{-$locale}/solutions/quantum-evolution')({
  head: lazyHead(
    () => import('../../../pages/quantumEvolution/content').then((page) => page.quantumEvolutionHead),
    'quantum-evolution',
  ),
  staticData: { hydration: 'islands' },
  component: QuantumEvolutionPage,
});
